import { WebSocket, type ClientOptions } from "ws";
import { callEventSchema, type CallEvent } from "#contract/ai-call";

/** A browser's call socket: it records every event and waits for the ones a test expects. */
export interface CallSocketClient {
  events: CallEvent[];
  send(message: object): void;
  /** Resolves with the first recorded event that matches, waiting for it when needed. */
  waitFor(match: (event: CallEvent) => boolean, timeoutMs?: number): Promise<CallEvent>;
  /** Resolves with the close code once the socket has closed, whichever side closed it. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Says lines as the person called on a demo call the socket placed, as the page's reply box does. */
export const calleeSpeaker =
  (socket: CallSocketClient, call: { call_sid: string; watch_token: string }) =>
  (message: string) =>
    socket.send({ type: "callee_say", call_sid: call.call_sid, token: call.watch_token, message });

/** The conversation's lines as `Speaker: message`, in order. */
export const spokenLines = (events: CallEvent[]) =>
  events.flatMap((event) => ("speaker" in event ? [`${event.speaker}: ${event.message}`] : []));

/** Each event's kind, a status with its value (`call_status:ringing`), a line as `line`. */
export const eventKinds = (events: CallEvent[]) =>
  events.map((event) =>
    "type" in event ? `${event.type}${"status" in event ? `:${event.status}` : ""}` : "line",
  );

export async function openCallSocket(
  baseUrl: string,
  apiKey = "studio-site-public-key",
  /** E.g. `{ autoPong: false }` to play a client that is gone without having closed. */
  options: ClientOptions = {},
): Promise<CallSocketClient> {
  const url = `${baseUrl.replace(/^http/, "ws")}/api/ai-call-dialer/ws?api_key=${encodeURIComponent(apiKey)}`;
  const socket = new WebSocket(url, options);
  const closed = new Promise<number>((resolve) => socket.once("close", resolve));
  const events: CallEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    events.push(callEventSchema.parse(JSON.parse(String(data))));
    for (const waiter of waiters) waiter();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", (error) => {
      socket.terminate();
      reject(error);
    });
  });
  return {
    events,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor: (match, timeoutMs = 5000) =>
      waitForRecorded(events, waiters, match, timeoutMs, () => JSON.stringify(events)),
    close: () => closeSocket(socket),
  };
}

/**
 * Resolves with the first of a socket's recorded `events` that matches, waiting for it when needed:
 * the socket's message handler calls every function in `waiters` after recording an event.
 */
export function waitForRecorded<T, Found extends T>(
  events: T[],
  waiters: Set<() => void>,
  match: (event: T) => event is Found,
  timeoutMs: number,
  received: () => string,
): Promise<Found>;
export function waitForRecorded<T>(
  events: T[],
  waiters: Set<() => void>,
  match: (event: T) => boolean,
  timeoutMs: number,
  received: () => string,
): Promise<T>;
export function waitForRecorded<T>(
  events: T[],
  waiters: Set<() => void>,
  match: (event: T) => boolean,
  timeoutMs: number,
  received: () => string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = events.find(match);
      if (found === undefined) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`No matching event; received ${received()}`));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}

/** Closes a test's socket and resolves once it is closed, at once when it already is. */
export function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve();
    socket.once("close", () => resolve());
    socket.close();
  });
}

/** A free TCP port on this machine, for a server whose public address must be known in advance. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
