import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { canonicalAddress } from "../client-address";
import { Refusal } from "../refusal";

/**
 * Behind a trusted proxy the client's address comes from X-Forwarded-For. One that is not an
 * address (a proxy passing on what the client wrote, or writing it oddly) is refused rather than
 * counted as a client of its own, which would give it limits of its own.
 */
export function refuseUnreadableClientAddress(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (canonicalAddress(request.ip) === undefined) {
    done(new Refusal("invalid", "The client address the proxy forwarded is not an IP address"));
  } else {
    done();
  }
}
