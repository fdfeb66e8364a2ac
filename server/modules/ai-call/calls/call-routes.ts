import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  aiCallErrorSchema,
  aiCallHangupRequestSchema,
  aiCallHangupSchema,
  aiCallRequestSchema,
  aiCallStartedSchema,
} from "#contract/ai-call";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { clientKey } from "../../../client-address";
import { documentedBody } from "../../../http/documented-routes";
import { formBody } from "../../../http/forms";
import type { CallEventBus } from "../watching/event-bus";
import { announcePlacedCall } from "../watching/legacy-broadcast";
import { answerInCallShape, callRefusal, CallRefusedError, sendRefusal } from "./call-refusals";
import type { CallService } from "./call-service";

/**
 * A visitor places a few calls an hour at most; floods of requests are refused before any work.
 * The demo allows more, so a visitor can try each demo number in a row.
 */
export const CALL_START_RATE_LIMIT = { max: 5, demoMax: 10, timeWindow: "1 minute" };

/** A page ends its call once, or again when it is closed; more is a flood, refused before the body is read. */
export const HANG_UP_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

const BOTH_ENCODINGS = ["application/x-www-form-urlencoded", "application/json"];

const tooManyRequests = (_request: unknown, { after }: { after: string }) =>
  new CallRefusedError("limited", CALL_REFUSALS.tooManyRequests(after));

/** The hang-up documents its 400 in the call's shape, so an unreadable body answers in it too. */
function answerHangUpInCallShape(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, message } = callRefusal(error);
  if (status !== 400) return answerInCallShape(error, request, reply);
  return sendRefusal(reply, status, message);
}

/** Placing a call and ending it, answered in the call's own shape. */
export const callRoutes: FastifyPluginAsyncZod<{
  calls: Pick<CallService, "placeCall" | "hangUp">;
  /** The demo's calls, which meet a looser limit. */
  demo: boolean;
  /** The bus that tells the original page's sockets of each call placed; null unless they follow. */
  placements: CallEventBus | null;
}> = async (app, { calls, demo, placements }) => {
  app.post(
    "/api/ai-call-dialer/call",
    {
      schema: {
        tags: ["ai-call"],
        summary: "Place an AI phone call (form-encoded to_number digits and message)",
        body: formBody(aiCallRequestSchema),
        response: { 200: aiCallStartedSchema },
      },
      config: {
        rateLimit: {
          max: demo ? CALL_START_RATE_LIMIT.demoMax : CALL_START_RATE_LIMIT.max,
          timeWindow: CALL_START_RATE_LIMIT.timeWindow,
          errorResponseBuilder: tooManyRequests,
        },
        swaggerTransform: documentedBody(aiCallRequestSchema, BOTH_ENCODINGS),
      },
      preHandler: app.requireBotChallenge,
      errorHandler: answerInCallShape,
    },
    async (request, reply) => {
      try {
        const address = clientKey(request);
        const placed = await calls.placeCall(request.body, address);
        if (placements) await announcePlacedCall(placements, address, placed.callSid);
        return {
          status: "call initiated" as const,
          call_sid: placed.callSid,
          ai_text: placed.aiText,
          watch_token: placed.watchToken,
        };
      } catch (error) {
        // This endpoint's clients read `status` and `message`; `detail` is the site-wide field.
        const { status, message } = callRefusal(error);
        if (!(error instanceof CallRefusedError) && status >= 500) {
          request.log.error({ err: error }, "Placing a call failed");
        }
        // Left out of the response schema: the API key check answers 401 with `{ detail }` alone.
        return sendRefusal(reply as FastifyReply, status, message);
      }
    },
  );

  app.post(
    "/api/ai-call-dialer/hangup",
    {
      schema: {
        tags: ["ai-call"],
        summary: "End your own call (the hang-up button, or the page being left)",
        description:
          "The call is proven yours by the watch token its placing answered with. Answers `call ending` while the phone network hangs up (its final status then reaches the socket) and `call ended` when the call has already ended. A call held in the browser (`/api/ai-call-dialer/web-call`) ends at once (`call ended`), whichever instance holds its socket, which then closes.",
        body: formBody(aiCallHangupRequestSchema),
        response: {
          200: aiCallHangupSchema,
          400: aiCallErrorSchema,
          404: aiCallErrorSchema,
          429: aiCallErrorSchema,
          502: aiCallErrorSchema,
        },
      },
      config: {
        rateLimit: { ...HANG_UP_RATE_LIMIT, errorResponseBuilder: tooManyRequests },
        swaggerTransform: documentedBody(aiCallHangupRequestSchema, BOTH_ENCODINGS),
      },
      errorHandler: answerHangUpInCallShape,
    },
    async (request, reply) => {
      const { call_sid: callSid, token } = request.body;
      try {
        return { status: await calls.hangUp(callSid, token), call_sid: callSid };
      } catch (error) {
        const { status, message } = callRefusal(error);
        return sendRefusal(reply as FastifyReply, status, message);
      }
    },
  );
};
