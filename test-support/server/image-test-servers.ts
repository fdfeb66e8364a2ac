import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { encodePng } from "../../server/providers/image/png";

// Small servers that speak the image back ends' protocols, for tests through real HTTP.

export interface FakeServer {
  url: string;
  /** Every request seen, as `METHOD /path`, with its parsed JSON body when it had one. */
  requests: { route: string; body: unknown; headers: IncomingMessage["headers"] }[];
  close(): Promise<void>;
}

/** A real 2×2 PNG, so answers decode as images. */
export const TINY_PNG = encodePng(2, 2, new Uint8Array(12).fill(200));

type Handler = (
  request: IncomingMessage & { route: string; json: unknown },
  response: ServerResponse,
) => void | Promise<void>;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function listen(
  handler: Handler,
  attach?: (server: Server) => void,
): Promise<FakeServer & { server: Server }> {
  const requests: FakeServer["requests"] = [];
  const server = createServer(async (request, response) => {
    const json = await readJson(request);
    const route = `${request.method} ${request.url?.split("?")[0]}`;
    requests.push({ route, body: json, headers: request.headers });
    try {
      await handler(Object.assign(request, { route, json }), response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    }
  });
  attach?.(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * AUTOMATIC1111 `--api`: txt2img blocks for `durationMs` while /progress rises; /interrupt ends
 * the running job at once, as the real one does (with whatever it had).
 */
export async function startAutomatic1111({
  durationMs = 300,
  failWith,
}: { durationMs?: number; failWith?: number } = {}) {
  let startedAt = 0;
  let interrupted = false;
  const fake = await listen(async (request, response) => {
    if (request.route === "POST /sdapi/v1/txt2img") {
      if (failWith) return sendJson(response, failWith, { error: "OutOfMemoryError", detail: "" });
      startedAt = Date.now();
      interrupted = false;
      while (Date.now() - startedAt < durationMs && !interrupted) await delay(10);
      const info = JSON.stringify({ seed: (request.json as { seed: number }).seed });
      return sendJson(response, 200, {
        images: [TINY_PNG.toString("base64")],
        parameters: request.json,
        info,
      });
    }
    if (request.route === "GET /sdapi/v1/progress") {
      const progress = startedAt ? Math.min((Date.now() - startedAt) / durationMs, 1) : 0;
      return sendJson(response, 200, { progress, eta_relative: 1, state: { job_count: 1 } });
    }
    if (request.route === "POST /sdapi/v1/interrupt") {
      interrupted = true;
      return sendJson(response, 200, {});
    }
    sendJson(response, 404, { detail: "Not Found" });
  });
  return fake;
}

/**
 * ComfyUI: /prompt queues the graph, the WebSocket reports `steps` progress events and the end,
 * then /history and /view give the saved file. `fail` makes it report an execution error.
 */
export async function startComfyUi({
  steps = 4,
  stepMs = 30,
  fail = false,
}: { steps?: number; stepMs?: number; fail?: boolean } = {}) {
  const sockets = new Map<string, WebSocket>();
  const finished = new Set<string>();
  let interrupted = false;
  let counter = 0;
  const wss = new WebSocketServer({ noServer: true });
  const send = (clientId: string, type: string, data: unknown) =>
    sockets.get(clientId)?.send(JSON.stringify({ type, data }));

  async function execute(clientId: string, promptId: string) {
    send(clientId, "execution_start", { prompt_id: promptId });
    for (let value = 1; value <= steps; value += 1) {
      await delay(stepMs);
      if (interrupted) return send(clientId, "execution_interrupted", { prompt_id: promptId });
      send(clientId, "progress", { value, max: steps, prompt_id: promptId, node: "3" });
      // A preview frame, which clients must skip.
      sockets.get(clientId)?.send(Buffer.from([0, 0, 0, 1, 0, 0, 0, 2, 1, 2, 3]));
    }
    if (fail) {
      return send(clientId, "execution_error", {
        prompt_id: promptId,
        node_id: "4",
        exception_message: "ckpt not found",
      });
    }
    // Like ComfyUI, the end is announced a moment before the history records it.
    setTimeout(() => finished.add(promptId), 150);
    send(clientId, "executed", {
      node: "9",
      prompt_id: promptId,
      output: { images: [{ filename: `${promptId}.png`, subfolder: "", type: "output" }] },
    });
    send(clientId, "executing", { node: null, prompt_id: promptId });
  }

  const fake = await listen(
    (request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      if (request.route === "POST /prompt") {
        const { client_id: clientId } = request.json as { client_id: string };
        counter += 1;
        const promptId = `prompt-${counter}`;
        interrupted = false;
        sendJson(response, 200, { prompt_id: promptId, number: counter, node_errors: {} });
        void execute(clientId, promptId);
        return;
      }
      const history = /^GET \/history\/(.+)$/.exec(request.route);
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
      if (request.route === "GET /view" && url.searchParams.get("type") === "output") {
        response.writeHead(200, { "Content-Type": "image/png" }).end(TINY_PNG);
        return;
      }
      if (request.route === "POST /interrupt" || request.route === "POST /queue") {
        interrupted = true;
        response.writeHead(200).end();
        return;
      }
      sendJson(response, 404, { error: "not found" });
    },
    (server) =>
      server.on("upgrade", (request, socket, head) => {
        const url = new URL(request.url ?? "/", "http://x");
        if (url.pathname !== "/ws") return socket.destroy();
        wss.handleUpgrade(request, socket, head, (ws) => {
          const clientId = url.searchParams.get("clientId") ?? "";
          sockets.set(clientId, ws);
          ws.send(
            JSON.stringify({
              type: "status",
              data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId },
            }),
          );
        });
      }),
  );
  return {
    ...fake,
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      await fake.close();
    },
  };
}

/** Hugging Face Inference: answers `loadingAnswers` 503 "loading" replies before the image. */
export async function startHuggingFace({
  loadingAnswers = 0,
  failWith,
}: { loadingAnswers?: number; failWith?: number } = {}) {
  let loadingLeft = loadingAnswers;
  return listen((request, response) => {
    if (request.headers.authorization !== "Bearer hf_test_token") {
      return sendJson(response, 401, { error: "Invalid credentials in Authorization header" });
    }
    if (failWith) return sendJson(response, failWith, { error: "The model failed" });
    if (loadingLeft > 0) {
      loadingLeft -= 1;
      return sendJson(response, 503, {
        error: "Model stabilityai/stable-diffusion-2-1 is currently loading",
        estimated_time: 0.05,
      });
    }
    response.writeHead(200, { "Content-Type": "image/png" }).end(TINY_PNG);
  });
}

/** OpenAI-compatible `/v1/images/generations`, answering b64_json or a link to the file. */
export async function startOpenAiImages({
  answer = "b64",
}: { answer?: "b64" | "url" | "garbled" | 500 } = {}) {
  return listen((request, response) => {
    if (request.route === "GET /files/picture.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(TINY_PNG);
      return;
    }
    if (request.route !== "POST /v1/images/generations") {
      return sendJson(response, 404, { error: { message: "not found" } });
    }
    if (answer === 500) {
      return sendJson(response, 500, {
        error: { message: "backend crashed", type: "server_error" },
      });
    }
    if (answer === "garbled") {
      response.writeHead(200, { "Content-Type": "application/json" }).end("{not json");
      return;
    }
    const host = `http://${request.headers.host}`;
    sendJson(response, 200, {
      created: 1700000000,
      data: [
        answer === "b64"
          ? { b64_json: TINY_PNG.toString("base64") }
          : { url: `${host}/files/picture.png` },
      ],
    });
  });
}
