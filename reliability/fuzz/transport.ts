import { request as httpRequest, type IncomingMessage } from "node:http";
import { WebSocket } from "ws";
import type { FuzzRequest } from "./hostile-requests";

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Reads an HTTP answer to its end, then hands it to `done`. */
function readAnswer(response: IncomingMessage, done: (answer: Answer) => void) {
  const chunks: Buffer[] = [];
  response.on("data", (chunk: Buffer) => chunks.push(chunk));
  response.on("end", () =>
    done({
      status: response.statusCode ?? 0,
      contentType: String(response.headers["content-type"] ?? ""),
      body: Buffer.concat(chunks).toString(),
    }),
  );
}

/** What became of a request: an answer, none within the time limit, or a dropped connection. */
export type Outcome =
  { kind: "answer"; answer: Answer } | { kind: "hang" } | { kind: "dropped"; error: string };

/** Sends one request on its own connection over real HTTP and waits at most `timeoutMs`. */
export function sendRequest(
  baseUrl: string,
  request: FuzzRequest,
  timeoutMs: number,
): Promise<Outcome> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve(outcome);
    };
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body) headers["content-length"] = request.body.length;
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent: false,
      },
      (response) => {
        readAnswer(response, (answer) => settle({ kind: "answer", answer }));
        response.on("error", (error) => settle({ kind: "dropped", error: error.message }));
      },
    );
    const timer = setTimeout(() => settle({ kind: "hang" }), timeoutMs);
    // A server may answer (413, 401) and close before a large body is written: the answer counts.
    outgoing.on("error", (error) => {
      setTimeout(() => settle({ kind: "dropped", error: error.message }), 200);
    });
    outgoing.end(request.body);
  });
}

/** One WebSocket conversation: the handshake, the frames sent, and how it ended. */
export interface SocketProbe {
  path: string;
  headers: Record<string, string>;
  frames: (string | Buffer)[];
  /** Answers the server must send before the client closes: one per frame on the call socket. */
  expectedReplies: number;
  /** How long to go on listening after them, for replies that must not come (an event twice). */
  lingerMs?: number;
}

export type SocketOutcome =
  | { kind: "refused"; answer: Answer }
  | { kind: "closed"; replies: string[]; closeCode: number; closedBy: "server" | "client" }
  | { kind: "hang"; replies: string[]; stage: string }
  | { kind: "dropped"; error: string };

/**
 * Opens the socket, sends the frames, waits for the expected replies (or the server's close) and
 * any time to linger, then closes and waits for the server to complete the closing handshake.
 */
export function runSocket(
  baseUrl: string,
  probe: SocketProbe,
  timeoutMs: number,
): Promise<SocketOutcome> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${probe.path}`, {
    headers: probe.headers,
    maxPayload: 64 * 1024 * 1024,
  });
  const replies: string[] = [];
  let stage = "handshake";
  let clientClosing = false;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: SocketOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: "hang", replies, stage }), timeoutMs);
    let answered = false;
    const close = () => {
      clientClosing = true;
      stage = "closing";
      socket.close(1000);
    };
    const closeWhenAnswered = () => {
      if (replies.length < probe.expectedReplies || answered) return;
      answered = true;
      if (!probe.lingerMs) return close();
      stage = "lingering";
      setTimeout(close, probe.lingerMs);
    };

    socket.on("unexpected-response", (_request, response) =>
      readAnswer(response, (answer) => settle({ kind: "refused", answer })),
    );
    socket.on("open", () => {
      stage = "replies";
      for (const frame of probe.frames) socket.send(frame);
      closeWhenAnswered();
    });
    socket.on("message", (data) => {
      replies.push(String(data));
      closeWhenAnswered();
    });
    socket.on("close", (code) =>
      settle({
        kind: "closed",
        replies,
        closeCode: code,
        closedBy: clientClosing ? "client" : "server",
      }),
    );
    // A refused handshake is reported by `unexpected-response`; any other error is a fault.
    socket.on("error", (error) => settle({ kind: "dropped", error: error.message }));
  });
}
