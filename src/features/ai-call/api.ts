import type {
  AiCallStarted,
  CallEvent,
  VerificationApproved,
  VerificationStarted,
} from "#contract/ai-call";
import { ApiError, apiRequest, apiWebSocketUrl } from "@/lib/api-client";
import { deferred } from "@/lib/deferred";
import type { CallRequest } from "./form-schema";

// Loaded with the page: the socket opens with it, and a page being closed can still end its call
// (`keepalive` outlives the page). Reading answers and events needs the schema library: fetched
// with the first of them, not with the page.
const schemas = deferred(() => import("#contract/ai-call"));

const SOCKET_PATH = "/api/ai-call-dialer/ws";
/** Waits before each reconnection attempt after a drop; the last one repeats. */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000];

/** The call this page placed, proven its own by the token its placing answered with. */
export type WatchedCall = { callSid: string; token: string };

/** The server's answer: the call it started, or the message of an answer that started none. */
export type CallAnswer =
  { started: AiCallStarted } | { started: null; message: string | undefined };

/** The server's reason for refusing a request, else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

function messageOf(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : undefined;
}

/** Places the call; rejects with an ApiError when the request itself fails. */
export async function placeCall(request: CallRequest): Promise<CallAnswer> {
  const { to_number, message, play_callee, altcha } = request;
  const answer = await apiRequest("/api/ai-call-dialer/call", {
    method: "POST",
    // The API reads the choice as text, as a form gives it; left out, it is no.
    body: { to_number, message, play_callee: play_callee ? "true" : undefined, altcha },
  });
  const started = (await schemas.load()).aiCallStartedSchema.safeParse(answer);
  return started.success
    ? { started: started.data }
    : { started: null, message: messageOf(answer) };
}

/** Asks the server to text a code to the number (digits only); rejects with an ApiError. */
export async function requestCode(
  toNumber: string,
  altcha: string | undefined,
): Promise<VerificationStarted> {
  const answer = await apiRequest("/api/ai-call-dialer/verification", {
    method: "POST",
    body: { to_number: toNumber, altcha },
  });
  return (await schemas.load()).verificationStartedSchema.parse(answer);
}

/** Sends the code the person called received; rejects with an ApiError when it is refused. */
export async function checkCode(toNumber: string, code: string): Promise<VerificationApproved> {
  const answer = await apiRequest("/api/ai-call-dialer/verification/check", {
    method: "POST",
    body: { to_number: toNumber, code },
  });
  return (await schemas.load()).verificationApprovedSchema.parse(answer);
}

/** Asks the server to end the visitor's own call; `keepalive` lets a closing page send it. */
export async function endCall(call: WatchedCall, options: { keepalive?: boolean } = {}) {
  await apiRequest("/api/ai-call-dialer/hangup", {
    method: "POST",
    body: { call_sid: call.callSid, token: call.token },
    keepalive: options.keepalive,
  });
}

export type CallSocket = {
  /** Follows the call: its events come, again after a reconnection. */
  watch: (call: WatchedCall) => void;
  /** Demo mode: a line the visitor says as the person called. */
  sayAsCallee: (message: string) => void;
  /** Closes it for good (the page is left). */
  close: () => void;
};

/** The socket of call events, opened again after a drop; events reach `onEvent` in order. */
export function openCallSocket(onEvent: (event: CallEvent) => void): CallSocket {
  let socket: WebSocket | null = null;
  let watching: WatchedCall | null = null;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let reading: Promise<void> = Promise.resolve();

  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const sendWatch = () => {
    if (watching) send({ type: "watch", call_sid: watching.callSid, token: watching.token });
  };
  const read = (data: string) => {
    reading = reading.then(async () => {
      const { callEventSchema } = await schemas.load();
      if (closed) return;
      try {
        const parsed = callEventSchema.safeParse(JSON.parse(data));
        if (parsed.success) onEvent(parsed.data);
        else console.error("Ignoring an unreadable call event", parsed.error);
      } catch (error) {
        console.error("Ignoring a call event that is not JSON", error);
      }
    });
  };
  const connect = () => {
    const current = new WebSocket(apiWebSocketUrl(SOCKET_PATH));
    socket = current;
    current.onopen = () => {
      attempts = 0;
      sendWatch();
    };
    current.onmessage = (message) => read(String(message.data));
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      if (closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)];
      attempts += 1;
      reconnectTimer = setTimeout(connect, delay);
    };
  };
  connect();

  return {
    watch(call) {
      watching = call;
      sendWatch();
    },
    sayAsCallee(message) {
      if (watching) {
        send({ type: "callee_say", call_sid: watching.callSid, token: watching.token, message });
      }
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
