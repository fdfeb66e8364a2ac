import { apiRequest, apiWebSocketUrl } from "@/lib/api-client";
import {
  WEB_CALL_AUDIO_CHUNK_BYTES,
  WebCallEventReader,
  webCallReadySchema,
  type WebCallClientMessage,
  type WebCallEvent,
  type WebCallReady,
  type WebCallRequest,
} from "#contract/web-call";

const SOCKET_PATH = "/api/ai-call-dialer/web-call/ws";

/** Starts a call held in the browser; rejects with an ApiError when it is refused. */
export async function startWebCall(request: WebCallRequest): Promise<WebCallReady> {
  const answer = await apiRequest("/api/ai-call-dialer/web-call", {
    method: "POST",
    body: request,
  });
  return webCallReadySchema.parse(answer);
}

export type WebCallSocket = {
  send: (message: WebCallClientMessage) => void;
  /** One finished utterance: its WAV in frames the server takes, then its end. */
  sendUtterance: (wav: ArrayBuffer) => void;
  close: () => void;
};

/**
 * The socket of one call held in the browser, opened with `first` to send. Not reopened after a
 * drop: the server ends the call when its socket closes, and `onClose` is told.
 */
export function openWebCallSocket(
  first: WebCallClientMessage,
  onEvent: (event: WebCallEvent) => void,
  onClose: () => void,
): WebCallSocket {
  const socket = new WebSocket(apiWebSocketUrl(SOCKET_PATH));
  socket.binaryType = "arraybuffer";
  const reader = new WebCallEventReader(onEvent, (problem) =>
    console.error("Ignoring an unreadable frame of the call", problem),
  );
  const send = (message: WebCallClientMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  socket.onopen = () => send(first);
  socket.onmessage = ({ data }: MessageEvent<string | ArrayBuffer>) => {
    if (typeof data === "string") reader.text(data);
    else reader.binary(new Uint8Array(data));
  };
  socket.onclose = onClose;
  return {
    send,
    sendUtterance(wav) {
      if (socket.readyState !== WebSocket.OPEN) return;
      for (let start = 0; start < wav.byteLength; start += WEB_CALL_AUDIO_CHUNK_BYTES) {
        socket.send(wav.slice(start, start + WEB_CALL_AUDIO_CHUNK_BYTES));
      }
      send({ type: "utterance_end" });
    },
    close: () => socket.close(),
  };
}
