import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { clientMessageSchema, type CallEvent } from "#contract/ai-call";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import { CallRefusedError } from "./call-refusals";
import type { AiCallService } from "./service";

/** A browser watches its own call, perhaps the next one after it; never more than a few. */
const MAX_WATCHED_CALLS = 5;
const NOT_WATCHABLE = "This call cannot be watched from here";

/**
 * One browser's socket: it receives the events of the calls it proved it placed (with the token
 * from the call's answer), starting with everything that happened before it asked.
 */
export function serveCallSocket(
  socket: WebSocket,
  deps: { service: AiCallService; bus: CallEventBus; log: FastifyBaseLogger },
): void {
  const { service, bus, log } = deps;
  const watched = new Map<string, Promise<() => Promise<void>>>();
  const send = (event: CallEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const refuse = (message: string, callSid?: string) =>
    send({ type: "error", message, ...(callSid ? { call_sid: callSid } : {}) });

  async function watch(callSid: string, token: string): Promise<void> {
    if (watched.has(callSid)) return;
    if (watched.size >= MAX_WATCHED_CALLS) return refuse(NOT_WATCHABLE, callSid);
    const call = await service.authorizedCall(callSid, token);
    if (!call) return refuse(NOT_WATCHABLE, callSid);

    // Live events are held while the stored ones are sent, then only newer ones follow.
    let lastId = 0;
    let held: CallBusMessage[] | null = [];
    const deliver = (message: CallBusMessage) => {
      if (held) held.push(message);
      else if (message.id > lastId) {
        lastId = message.id;
        send(message.event);
      }
    };
    const subscription = bus.subscribe(callSid, deliver);
    watched.set(callSid, subscription);
    await subscription;
    const stored = await service.storedEvents(call);
    const live = held;
    held = null;
    for (const message of [...stored, ...live]) deliver(message);
  }

  socket.on("message", (data) => {
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return refuse("Unrecognised message");
    const message = parsed.data;
    const work =
      message.type === "watch"
        ? watch(message.call_sid, message.token)
        : service.visitorSays(message.call_sid, message.token, message.message);
    work.catch((error: unknown) => {
      if (error instanceof CallRefusedError) return refuse(error.message, message.call_sid);
      log.error({ err: error }, "Call socket message failed");
      refuse("Something went wrong. Please try again.", message.call_sid);
    });
  });

  socket.on("close", () => {
    for (const subscription of watched.values()) {
      void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    }
    watched.clear();
  });
}
