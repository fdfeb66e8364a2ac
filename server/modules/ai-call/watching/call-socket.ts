import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { clientMessageSchema, type CallEvent } from "#contract/ai-call";
import { CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";
import type { CallEventService } from "../calls/call-event-service";
import { CallRefusedError } from "../calls/call-refusals";
import type { CallService } from "../calls/call-service";
import type { CallAccessService } from "./call-access-service";
import { CallWatches } from "./call-watches";
import type { CallEventBus } from "./event-bus";
import { keepAlive } from "./socket-heartbeat";
import { TokenBucket } from "./token-bucket";

/** A page sends one watch and the lines a person types: a burst of 10, then 1 a second, is ample. */
const MESSAGE_BURST = 10;
const MESSAGES_PER_SECOND = 1;

export interface CallSocketDeps {
  /** Takes the lines a visitor types as the callee. */
  calls: Pick<CallService, "visitorSays">;
  access: CallAccessService;
  events: Pick<CallEventService, "stored">;
  bus: CallEventBus;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  /** The socket's client address when it may follow that address's calls unwatched, else null. */
  legacyAddress: string | null;
}

/**
 * One browser's socket: it receives the events of the calls it proved it placed (with the token
 * from the call's answer), starting with everything that happened before it asked. Given a
 * `legacyAddress`, a socket that never watches follows the calls placed from that address.
 */
export function serveCallSocket(socket: WebSocket, deps: CallSocketDeps): void {
  const { calls, access, events, bus, log } = deps;
  const send = (event: CallEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const refuse = (message: string, callSid?: string) =>
    send({ type: "error", message, ...(callSid ? { call_sid: callSid } : {}) });
  const watches = new CallWatches({ access, events, bus, send, log });
  if (deps.legacyAddress) watches.followAddress(deps.legacyAddress);
  const messages = new TokenBucket(MESSAGE_BURST, MESSAGES_PER_SECOND);
  let refusingBurst = false;
  keepAlive(socket, deps.heartbeatMs);

  socket.on("message", (data) => {
    if (!messages.take()) {
      // Only the first message over the limit is answered: the socket stays open for a page that
      // merely sent a burst, and a flood cannot make the server write as much as it reads.
      if (!refusingBurst) refuse(CALL_SOCKET_REFUSALS.tooManyMessages);
      refusingBurst = true;
      return;
    }
    refusingBurst = false;
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return refuse(CALL_SOCKET_REFUSALS.unrecognised);
    const message = parsed.data;
    const work =
      message.type === "watch"
        ? watches.watch(message.call_sid, message.token)
        : calls.visitorSays(message.call_sid, message.token, message.message);
    work.catch((error: unknown) => {
      if (error instanceof CallRefusedError) return refuse(error.message, message.call_sid);
      log.error({ err: error }, "Call socket message failed");
      refuse(CALL_SOCKET_REFUSALS.failed, message.call_sid);
    });
  });

  socket.on("close", () => watches.close());
}
