import { WebSocket } from "ws";
import {
  WEB_CALL_AUDIO_CHUNK_BYTES,
  WebCallEventReader,
  type WebCallEvent,
} from "#contract/web-call";
import type { App } from "../../server/app";
import { API_KEY } from "./api";
import { closeSocket, waitForRecorded } from "./call-socket-client";

/** A browser's socket of a call held in the browser: it records every event and waits for some. */
export interface WebCallClient {
  events: WebCallEvent[];
  send(message: object): void;
  /** Sends a finished utterance as the page does: its WAV in frames the socket takes, then the end. */
  sendUtterance(wav: Uint8Array): void;
  waitFor<T extends WebCallEvent["type"]>(
    type: T,
    match?: (event: Extract<WebCallEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<WebCallEvent, { type: T }>>;
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Starts a call held in the browser as the page does (JSON with the site's key). */
export async function startWebCall(app: App, message: string, remoteAddress: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/ai-call-dialer/web-call",
    payload: { message },
    headers: { "x-api-key": API_KEY },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function openWebCallSocket(baseUrl: string): Promise<WebCallClient> {
  const url = `${baseUrl.replace(/^http/, "ws")}/api/ai-call-dialer/web-call/ws?api_key=${API_KEY}`;
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.once("close", resolve));
  const events: WebCallEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = new WebCallEventReader(
    (event) => {
      events.push(event);
      for (const waiter of waiters) waiter();
    },
    (problem) => {
      throw problem;
    },
  );
  // `ws` hands a message over as one Buffer, as it is set up by default.
  socket.on("message", (data, isBinary) => {
    if (isBinary) reader.binary(data as Buffer);
    else reader.text(String(data));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const send = (message: object) => socket.send(JSON.stringify(message));
  return {
    events,
    closed,
    send,
    sendUtterance(wav) {
      for (let at = 0; at < wav.length; at += WEB_CALL_AUDIO_CHUNK_BYTES) {
        socket.send(wav.subarray(at, at + WEB_CALL_AUDIO_CHUNK_BYTES), { binary: true });
      }
      send({ type: "utterance_end" });
    },
    waitFor: (type, match = () => true, timeoutMs = 10_000) =>
      waitForRecorded(
        events,
        waiters,
        (event): event is Extract<WebCallEvent, { type: typeof type }> =>
          event.type === type && match(event as Extract<WebCallEvent, { type: typeof type }>),
        timeoutMs,
        () => `${type}: ${JSON.stringify(events.map((e) => ({ ...e, audio: undefined })))}`,
      ),
    close: () => closeSocket(socket),
  };
}
