import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import type { ImageModelId } from "#contract/ai-image-rules";
import { COMFYUI_DEFAULT_CHECKPOINTS, comfyUiWorkflow } from "./comfyui-workflow";
import {
  failedAnswer,
  fetchImageFile,
  type GeneratedImage,
  ImageProviderError,
  type ImageJobContext,
  type ImageProgress,
  notify,
  providerFetch,
  providerModelName,
  type ImageProvider,
  ranAsAsked,
} from "./image-provider";

export interface ComfyUiOptions {
  baseUrl: string;
  modelNames: Partial<Record<ImageModelId, string>>;
  /** Shortest time between two live previews passed on. */
  previewIntervalMs?: number;
}

type ImageRef = { filename: string; subfolder: string; type: string };
type HistoryEntry = { outputs?: Record<string, { images?: ImageRef[] }> };

/** Opens the event socket and resolves once it is ready, so no event of our prompt is missed. */
function openEvents(base: string, clientId: string, signal: AbortSignal): Promise<WebSocket> {
  // Relative to the configured base, so a ComfyUI behind `/comfy/` is reached at `/comfy/ws`.
  const url = new URL(`${base}/ws?clientId=${encodeURIComponent(clientId)}`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const fail = (error: Error) => {
      socket.terminate();
      reject(
        signal.aborted
          ? signal.reason
          : new ImageProviderError(`ComfyUI's event socket failed (${error.message})`),
      );
    };
    socket.once("open", () => {
      socket.off("error", fail);
      resolve(socket);
    });
    socket.once("error", fail);
  });
}

/** Binary frame kinds and image formats (ComfyUI `protocol.py`, `server.py`). */
const PREVIEW_IMAGE = 1;
const PREVIEW_FORMATS: Record<number, string> = { 1: "image/jpeg", 2: "image/png" };

/** A preview frame's picture: a 4-byte event type, a 4-byte format, then the image bytes. */
export function previewFrame(frame: Buffer): GeneratedImage | undefined {
  if (frame.length <= 8 || frame.readUInt32BE(0) !== PREVIEW_IMAGE) return undefined;
  const mimeType = PREVIEW_FORMATS[frame.readUInt32BE(4)];
  return mimeType ? { bytes: frame.subarray(8), mimeType } : undefined;
}

/**
 * Follows the prompt on the socket (events that came earlier are read first), reporting sampler
 * steps and preview frames, until `executing` with `node: null` says the run is over and its
 * history written: `execution_success` comes before that and must not be trusted for it.
 */
function followPrompt(
  socket: WebSocket,
  promptId: string,
  earlier: string[],
  progress: PromptProgress,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const handle = (text: string) => {
      let event: { type?: string; data?: Record<string, unknown> };
      try {
        event = JSON.parse(text);
      } catch {
        return;
      }
      const detail = event.data ?? {};
      if (detail.prompt_id !== undefined && detail.prompt_id !== promptId) return;
      if (event.type === "execution_start") {
        progress.running = true;
      } else if (event.type === "progress") {
        const { value, max } = detail as { value?: number; max?: number };
        if (typeof value === "number" && typeof max === "number" && max > 0) {
          progress.report({ fraction: Math.min(value / max, 0.99), step: value, steps: max });
        }
      } else if (event.type === "executing" && detail.node === null) {
        resolve();
      } else if (event.type === "execution_error") {
        const message =
          typeof detail.exception_message === "string" ? detail.exception_message : "";
        reject(new ImageProviderError(`ComfyUI failed to run the workflow: ${message}`.trim()));
      } else if (event.type === "execution_interrupted") {
        reject(new ImageProviderError("ComfyUI interrupted the workflow"));
      }
    };
    earlier.forEach(handle);
    socket.removeAllListeners("message");
    socket.on("message", (data, isBinary) => {
      if (!isBinary) return handle(data.toString());
      // Previews go only to the socket of the client whose prompt runs: this one.
      const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const preview = previewFrame(frame);
      if (preview) progress.preview(preview);
    });
    socket.once("close", () =>
      reject(
        new ImageProviderError("ComfyUI closed its event socket before the picture was ready"),
      ),
    );
  });
}

/** What is known of the prompt's run, and how it is passed on. */
interface PromptProgress {
  running: boolean;
  report(progress: ImageProgress): void;
  preview(image: GeneratedImage): void;
}

/** Passes on steps as they come and previews at most once per `previewEveryMs`. */
function promptProgress(
  onProgress: ImageJobContext["onProgress"],
  previewEveryMs: number,
): PromptProgress {
  let last: ImageProgress = { fraction: 0 };
  let lastPreviewAt = 0;
  return {
    running: false,
    report(progress) {
      last = progress;
      onProgress(progress);
    },
    preview(image) {
      if (Date.now() - lastPreviewAt < previewEveryMs) return;
      lastPreviewAt = Date.now();
      onProgress({ ...last, preview: image });
    },
  };
}

/** The prompt's history entry, written before ComfyUI announced the end of the run. */
async function readHistory(
  base: string,
  promptId: string,
  signal: AbortSignal,
): Promise<HistoryEntry | undefined> {
  const history = await providerFetch(`${base}/history/${promptId}`, { signal });
  if (!history.ok) await failedAnswer(history, "ComfyUI's history");
  return ((await history.json()) as Record<string, HistoryEntry>)[promptId];
}

/**
 * ComfyUI: the workflow is queued with `/prompt`, followed over its WebSocket, and the saved
 * picture fetched through `/history` and `/view`.
 */
export function createComfyUiProvider(options: ComfyUiOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");

  return {
    name: "comfyui",
    simulated: false,
    async generate(request, { signal, onProgress }) {
      const clientId = randomUUID();
      const socket = await openEvents(base, clientId, signal);
      // Events may arrive before /prompt has answered with the id they carry: keep them.
      const earlier: string[] = [];
      socket.on("message", (data, isBinary) => {
        if (!isBinary) earlier.push(data.toString());
      });
      let promptId: string | undefined;
      const progress = promptProgress(onProgress, options.previewIntervalMs ?? 1000);
      const interrupt = () => {
        socket.terminate();
        if (!promptId) return;
        // Only this prompt: a running one is interrupted by its id (an empty body would stop
        // whoever runs), a waiting one is taken out of ComfyUI's queue.
        const [route, body] = progress.running
          ? ["interrupt", { prompt_id: promptId }]
          : ["queue", { delete: [promptId] }];
        notify(`${base}/${route}`, {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      };
      signal.addEventListener("abort", interrupt, { once: true });
      try {
        const checkpoint = providerModelName(
          request.model,
          options.modelNames,
          COMFYUI_DEFAULT_CHECKPOINTS,
        );
        const queued = await providerFetch(`${base}/prompt`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            prompt: comfyUiWorkflow(request, checkpoint),
            client_id: clientId,
          }),
          signal,
        });
        if (!queued.ok) await failedAnswer(queued, "ComfyUI");
        promptId = ((await queued.json()) as { prompt_id?: string }).prompt_id;
        if (!promptId) throw new ImageProviderError("ComfyUI queued the prompt without an id");
        await followPrompt(socket, promptId, earlier, progress);

        const entry = await readHistory(base, promptId, signal);
        const image = Object.values(entry?.outputs ?? {}).flatMap(
          (output) => output.images ?? [],
        )[0];
        if (!image) throw new ImageProviderError("ComfyUI finished without saving an image");

        const query = new URLSearchParams({
          filename: image.filename,
          subfolder: image.subfolder,
          type: image.type,
        });
        const picture = await fetchImageFile(
          `${base}/view?${query}`,
          signal,
          "ComfyUI's image view",
        );
        // The graph's checkpoint is the model that ran: ComfyUI refuses one it does not have with
        // a 400 before queueing (PROVIDERS.md, server.py validate_prompt).
        return { ...picture, model: ranAsAsked(checkpoint) };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw error;
      } finally {
        signal.removeEventListener("abort", interrupt);
        socket.close();
      }
    },
  };
}
