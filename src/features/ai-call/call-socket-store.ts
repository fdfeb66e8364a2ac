import { create } from "zustand";
import type { CallEvent } from "#contract/ai-call";
import { apiWebSocketUrl } from "@/lib/api-client";

const SOCKET_PATH = "/api/ai-call-dialer/ws";
/** Waits before each reconnection attempt after a drop; the last one repeats. */
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000];
// Reading events needs the schema library: fetched with the first event, not with the page.
const loadSchemas = () => import("#contract/ai-call");

export type WatchedCall = { callSid: string; token: string };

type CallSocketState = {
  connected: boolean;
  /** The call this page placed; watched again after a reconnect. */
  watching: WatchedCall | null;
  /** Opens the socket (the page is shown); events go to `onEvent`, in order. */
  open: (onEvent: (event: CallEvent) => void) => void;
  /** Closes it for good (the page is left). */
  close: () => void;
  watch: (call: WatchedCall) => void;
  /** Demo mode: a line the visitor says as the person called. */
  sayAsCallee: (message: string) => void;
};

export const useCallSocket = create<CallSocketState>()((set, get) => {
  let socket: WebSocket | null = null;
  let listener: ((event: CallEvent) => void) | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let reading: Promise<void> = Promise.resolve();

  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const sendWatch = () => {
    const call = get().watching;
    if (call) send({ type: "watch", call_sid: call.callSid, token: call.token });
  };
  const read = (data: string) => {
    reading = reading.then(async () => {
      const { callEventSchema } = await loadSchemas();
      try {
        const parsed = callEventSchema.safeParse(JSON.parse(data));
        if (parsed.success) listener?.(parsed.data);
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
      set({ connected: true });
      sendWatch();
    };
    current.onmessage = (message) => read(String(message.data));
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      set({ connected: false });
      if (!listener) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)];
      attempts += 1;
      reconnectTimer = setTimeout(connect, delay);
    };
  };

  return {
    connected: false,
    watching: null,
    open(onEvent) {
      listener = onEvent;
      if (!socket) connect();
    },
    close() {
      listener = null;
      clearTimeout(reconnectTimer);
      const current = socket;
      socket = null;
      current?.close();
      set({ connected: false, watching: null });
    },
    watch(call) {
      set({ watching: call });
      sendWatch();
    },
    sayAsCallee(message) {
      const call = get().watching;
      if (call) send({ type: "callee_say", call_sid: call.callSid, token: call.token, message });
    },
  };
});
