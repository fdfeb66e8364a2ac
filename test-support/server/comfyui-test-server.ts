import { WebSocketServer, type WebSocket } from "ws";
import { delay, listen, sendJson, tinyImage, TINY_PNG } from "./fake-http-server";

type Prompt = { id: string; clientId: string };
type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The checkpoint files the stand-in has in `models/checkpoints` unless told others. */
const DEFAULT_CHECKPOINTS = [
  "sd3.5_large.safetensors",
  "sd3.5_large_turbo.safetensors",
  "v1-5-pruned-emaonly.safetensors",
  "v2-1_768-ema-pruned.safetensors",
];

/**
 * `/prompt` validates the graph before queueing it (execution.py `validate_inputs`): a
 * `ckpt_name` that is not installed answers 400 `{error, node_errors}` with `value_not_in_list`,
 * so the checkpoint of a queued graph is the one that runs (PROVIDERS.md, "Catalogues").
 */
function checkpointRefusal(graph: Graph, installed: string[]) {
  const entry = Object.entries(graph).find(
    ([, node]) =>
      node.class_type === "CheckpointLoaderSimple" &&
      !installed.includes(String(node.inputs.ckpt_name)),
  );
  if (!entry) return undefined;
  const [nodeId, node] = entry;
  return {
    error: {
      type: "prompt_outputs_failed_validation",
      message: "Prompt outputs failed validation",
      details: "",
    },
    node_errors: {
      [nodeId]: {
        errors: [
          {
            type: "value_not_in_list",
            message: "Value not in list",
            details: `ckpt_name: '${String(node.inputs.ckpt_name)}' not in ${JSON.stringify(installed)}`,
          },
        ],
        dependent_outputs: ["9"],
        class_type: "CheckpointLoaderSimple",
      },
    },
  };
}

/**
 * ComfyUI as its sources describe it (server.py, execution.py, main.py `prompt_worker`,
 * protocol.py): prompts run one at a time from a queue; each reports `progress` with a binary
 * JPEG preview frame after it, then `executed`, `execution_success`, and only once the history is
 * written (`historyDelayMs` later) `executing` with `node: null`. Routes and the socket live under
 * `prefix` (ComfyUI behind a proxy path). `busyMs`: someone else's prompt runs first that long.
 */
export async function startComfyUi({
  steps = 4,
  stepMs = 30,
  fail = false,
  prefix = "",
  busyMs = 0,
  historyDelayMs = 150,
  checkpoints = DEFAULT_CHECKPOINTS,
}: {
  steps?: number;
  stepMs?: number;
  fail?: boolean;
  prefix?: string;
  busyMs?: number;
  historyDelayMs?: number;
  /** The checkpoint files the CheckpointLoaderSimple node offers. */
  checkpoints?: string[];
} = {}) {
  const sockets = new Map<string, WebSocket>();
  const finished = new Set<string>();
  const waiting: Prompt[] = busyMs ? [{ id: "someone-elses", clientId: "someone-else" }] : [];
  let running: (Prompt & { interrupted: boolean }) | undefined;
  let counter = 0;
  const wss = new WebSocketServer({ noServer: true });
  const send = (clientId: string, type: string, data: unknown) =>
    sockets.get(clientId)?.send(JSON.stringify({ type, data }));
  // Binary frame: event type 1 (PREVIEW_IMAGE), image format 1 (JPEG), then the image.
  const previewHeader = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1]);
  const previewFrame = Buffer.concat([previewHeader, await tinyImage("jpg")]);

  async function execute(prompt: Prompt & { interrupted: boolean }) {
    const { id, clientId } = prompt;
    if (clientId === "someone-else") {
      for (let waited = 0; waited < busyMs && !prompt.interrupted; waited += 10) await delay(10);
      return;
    }
    send(clientId, "execution_start", { prompt_id: id });
    send(clientId, "execution_cached", { nodes: [], prompt_id: id });
    send(clientId, "executing", { node: "3", display_node: "3", prompt_id: id });
    for (let value = 1; value <= steps; value += 1) {
      await delay(stepMs);
      if (prompt.interrupted) {
        return send(clientId, "execution_interrupted", {
          prompt_id: id,
          node_id: "3",
          node_type: "KSampler",
          executed: [],
        });
      }
      send(clientId, "progress", { value, max: steps, prompt_id: id, node: "3" });
      sockets.get(clientId)?.send(previewFrame);
    }
    if (fail) {
      return send(clientId, "execution_error", {
        prompt_id: id,
        node_id: "4",
        exception_message: "ckpt not found",
      });
    }
    send(clientId, "executed", {
      node: "9",
      display_node: "9",
      prompt_id: id,
      output: { images: [{ filename: `${id}.png`, subfolder: "", type: "output" }] },
    });
    send(clientId, "execution_success", { prompt_id: id, timestamp: Date.now() });
    // The prompt worker writes the history after the run, then announces the end.
    await delay(historyDelayMs);
    finished.add(id);
    send(clientId, "executing", { node: null, prompt_id: id });
  }

  async function work() {
    if (running) return;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      running = { ...next, interrupted: false };
      await execute(running);
      running = undefined;
    }
  }

  const fake = await listen(
    (request, response) => {
      if (!request.route.includes(` ${prefix}/`)) return sendJson(response, 404, {});
      const route = request.route.replace(` ${prefix}/`, " /");
      const url = new URL(request.url ?? "/", "http://x");
      if (route === "POST /prompt") {
        const { client_id: clientId, prompt } = request.json as {
          client_id: string;
          prompt: Graph;
        };
        const refusal = checkpointRefusal(prompt, checkpoints);
        if (refusal) return sendJson(response, 400, refusal);
        counter += 1;
        const id = `prompt-${counter}`;
        sendJson(response, 200, { prompt_id: id, number: counter, node_errors: {} });
        waiting.push({ id, clientId });
        void work();
        return;
      }
      const history = /^GET \/history\/(.+)$/.exec(route);
      if (history) {
        const id = history[1]!;
        if (!finished.has(id)) return sendJson(response, 200, {});
        return sendJson(response, 200, {
          [id]: {
            outputs: {
              "9": { images: [{ filename: `${id}.png`, subfolder: "", type: "output" }] },
            },
            status: { status_str: "success", completed: true },
          },
        });
      }
      // server.py `/object_info/{node_class}`: a node's inputs, a choice input as [choices, options].
      if (route === "GET /object_info/CheckpointLoaderSimple") {
        return sendJson(response, 200, {
          CheckpointLoaderSimple: {
            input: { required: { ckpt_name: [checkpoints, {}] } },
            output: ["MODEL", "CLIP", "VAE"],
            name: "CheckpointLoaderSimple",
            category: "loaders",
          },
        });
      }
      if (route === "GET /view" && url.searchParams.get("type") === "output") {
        response.writeHead(200, { "Content-Type": "image/png" }).end(TINY_PNG);
        return;
      }
      if (route === "POST /interrupt") {
        // With a prompt id only that prompt is interrupted, and only while it runs.
        const only = (request.json as { prompt_id?: string } | undefined)?.prompt_id;
        if (running && (only === undefined || only === running.id)) running.interrupted = true;
        response.writeHead(200).end();
        return;
      }
      if (route === "POST /queue") {
        const remove = (request.json as { delete?: string[] } | undefined)?.delete ?? [];
        for (const id of remove) {
          const index = waiting.findIndex((prompt) => prompt.id === id);
          if (index >= 0) waiting.splice(index, 1);
        }
        response.writeHead(200).end();
        return;
      }
      sendJson(response, 404, {});
    },
    (server) =>
      server.on("upgrade", (request, socket, head) => {
        const url = new URL(request.url ?? "/", "http://x");
        if (url.pathname !== `${prefix}/ws`) return socket.destroy();
        wss.handleUpgrade(request, socket, head, (ws) => {
          const clientId = url.searchParams.get("clientId") ?? "";
          sockets.set(clientId, ws);
          ws.send(
            JSON.stringify({
              type: "status",
              data: { status: { exec_info: { queue_remaining: waiting.length } }, sid: clientId },
            }),
          );
        });
      }),
  );
  if (busyMs) void work();
  return {
    ...fake,
    url: `${fake.url}${prefix}`,
    close: async () => {
      if (running) running.interrupted = true;
      waiting.length = 0;
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      await fake.close();
    },
  };
}
