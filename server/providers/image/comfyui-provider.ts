import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import type { ImageModelId } from "#contract/ai-image-rules";
import { COMFYUI_DEFAULT_CHECKPOINTS, comfyUiWorkflow } from "./comfyui-workflow";
import {
  abortableDelay,
  failedAnswer,
  fetchImageFile,
  ImageProviderError,
  type ImageJobContext,
  notify,
  providerFetch,
  providerModelName,
  type ImageProvider,
} from "./image-provider";

export interface ComfyUiOptions {
  baseUrl: string;
  modelNames: Partial<Record<ImageModelId, string>>;
}

type ImageRef = { filename: string; subfolder: string; type: string };
type HistoryEntry = { outputs?: Record<string, { images?: ImageRef[] }> };

/** Opens the event socket and resolves once it is ready, so no event of our prompt is missed. */
function openEvents(base: string, clientId: string, signal: AbortSignal): Promise<WebSocket> {
  const url = new URL(`/ws?clientId=${clientId}`, base);
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

/**
 * Waits for the prompt's end (events that came earlier are read first) on the socket, reporting sampler progress; rejects on an execution
 * error or interruption.
 */
function followPrompt(
  socket: WebSocket,
  promptId: string,
  earlier: string[],
  onProgress: ImageJobContext["onProgress"],
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
      if (event.type === "progress") {
        const { value, max } = detail as { value?: number; max?: number };
        if (typeof value === "number" && typeof max === "number" && max > 0) {
          onProgress({ fraction: Math.min(value / max, 0.99), step: value, steps: max });
        }
      } else if (
        event.type === "execution_success" ||
        (event.type === "executing" && detail.node === null)
      ) {
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
    // Binary frames are previews, which the page does not show.
    socket.on("message", (data, isBinary) => {
      if (!isBinary) handle(data.toString());
    });
    socket.once("close", () =>
      reject(
        new ImageProviderError("ComfyUI closed its event socket before the picture was ready"),
      ),
    );
  });
}

const HISTORY_TRIES = 20;
const HISTORY_RETRY_MS = 100;

/**
 * The prompt's history entry. ComfyUI announces the end of a run just before it records the
 * history, so an empty answer is asked again for a moment.
 */
async function readHistory(
  base: string,
  promptId: string,
  signal: AbortSignal,
): Promise<HistoryEntry | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const history = await providerFetch(`${base}/history/${promptId}`, { signal });
    if (!history.ok) await failedAnswer(history, "ComfyUI's history");
    const entry = ((await history.json()) as Record<string, HistoryEntry>)[promptId];
    if (entry || attempt >= HISTORY_TRIES) return entry;
    await abortableDelay(HISTORY_RETRY_MS, signal);
  }
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
      const interrupt = () => {
        socket.terminate();
        // A prompt still waiting in ComfyUI's own queue is removed; a running one is interrupted.
        if (promptId) {
          notify(`${base}/queue`, {
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ delete: [promptId] }),
          });
        }
        notify(`${base}/interrupt`);
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
        await followPrompt(socket, promptId, earlier, onProgress);

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
        return await fetchImageFile(`${base}/view?${query}`, signal, "ComfyUI's image view");
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
