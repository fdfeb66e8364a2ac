import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import {
  aiCallErrorSchema,
  aiCallHangupRequestSchema,
  aiCallHangupSchema,
  aiCallRequestSchema,
  aiCallStartedSchema,
} from "#contract/ai-call";
import { clientKey } from "../../client-address";
import type { Config } from "../../config";
import { databaseEngine } from "../../db/connect";
import type { Database } from "../../db/database";
import { documentedBody } from "../../http/documented-routes";
import { Refusal } from "../../refusal";
import { acceptUrlEncodedForms, formBody } from "../../http/forms";
import {
  createChatModel,
  createTelephony,
  twilioWebhookBaseUrl,
} from "../../providers/select-call-providers";
import { createPhoneVerifier } from "../../providers/select-phone-verifier";
import { signingSecret } from "../../security/bot-challenge";
import { createCallConversation } from "./conversation/call-conversation";
import { createCallEvents } from "./calls/call-events";
import {
  answerInCallShape,
  callRefusal,
  CallRefusedError,
  sendRefusal,
} from "./calls/call-refusals";
import { sweepExpiredCalls } from "./calls/call-retention";
import { serveCallSocket } from "./watching/call-socket";
import { ConnectionsPerAddress } from "./watching/connections-per-address";
import { consentRoutes } from "./consent/consent-routes";
import { createConsentService } from "./consent/consent-service";
import { createLocalEventBus } from "./watching/event-bus";
import { announcePlacedCall } from "./watching/legacy-broadcast";
import { createRedisEventBus } from "./watching/redis-event-bus";
import { createAiCallService } from "./calls/call-service";
import { twilioWebhooks } from "./twilio/twilio-webhooks";
import { CALL_REFUSALS, CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";

/**
 * A visitor places a few calls an hour at most; floods of requests are refused before any work.
 * The demo allows more, so a visitor can try each demo number in a row.
 */
export const CALL_START_RATE_LIMIT = { max: 5, demoMax: 10, timeWindow: "1 minute" };

/** A page ends its call once, or again when it is closed; more is a flood, refused before the body is read. */
export const HANG_UP_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

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

export const aiCallRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  acceptUrlEncodedForms(app);
  const bus = config.REDIS_URL
    ? createRedisEventBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log)
    : createLocalEventBus();
  const events = createCallEvents(db, bus);
  // The phone network reports to the conversation; the service places calls on the network.
  const conversation = createCallConversation({
    db,
    config,
    chat: createChatModel(config),
    events,
    log: app.log,
  });
  const telephony = createTelephony(config, conversation);
  const verifier = createPhoneVerifier(config, telephony, signingSecret(config.SIGNING_SECRET));
  if (telephony && !verifier) {
    app.log.warn(
      "Real calls need TWILIO_VERIFY_SERVICE_SID: without it no number can agree to be called",
    );
  }
  const consent = createConsentService({
    db,
    engine: databaseEngine(config),
    config,
    verifier,
    secret: signingSecret(config.SIGNING_SECRET),
    log: app.log,
  });
  const service = createAiCallService({
    db,
    engine: databaseEngine(config),
    config,
    telephony,
    conversation,
    consent,
    events,
    log: app.log,
  });
  await app.register(consentRoutes, {
    consent,
    allowedCountryCodes: config.CALL_ALLOWED_COUNTRY_CODES,
  });

  sweepExpiredCalls(app, db, config);
  app.addHook("onClose", async () => {
    await telephony?.close();
    await conversation.settle();
    await bus.close();
  });

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
          max: telephony?.simulated ? CALL_START_RATE_LIMIT.demoMax : CALL_START_RATE_LIMIT.max,
          timeWindow: CALL_START_RATE_LIMIT.timeWindow,
          errorResponseBuilder: (_request, { after }) =>
            new CallRefusedError("limited", CALL_REFUSALS.tooManyRequests(after)),
        },
        swaggerTransform: documentedBody(aiCallRequestSchema, [
          "application/x-www-form-urlencoded",
          "application/json",
        ]),
      },
      preHandler: app.requireBotChallenge,
      errorHandler: answerInCallShape,
    },
    async (request, reply) => {
      try {
        const address = clientKey(request);
        const placed = await service.placeCall(request.body, address);
        if (config.CALL_LEGACY_BROADCAST) await announcePlacedCall(bus, address, placed.callSid);
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
          "The call is proven yours by the watch token its placing answered with. Answers `call ending` while the phone network hangs up (its final status then reaches the socket) and `call ended` when the call has already ended.",
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
        rateLimit: {
          ...HANG_UP_RATE_LIMIT,
          errorResponseBuilder: (_request, { after }) =>
            new CallRefusedError("limited", CALL_REFUSALS.tooManyRequests(after)),
        },
        swaggerTransform: documentedBody(aiCallHangupRequestSchema, [
          "application/x-www-form-urlencoded",
          "application/json",
        ]),
      },
      errorHandler: answerHangUpInCallShape,
    },
    async (request, reply) => {
      const { call_sid: callSid, token } = request.body;
      try {
        return { status: await service.hangUp(callSid, token), call_sid: callSid };
      } catch (error) {
        const { status, message } = callRefusal(error);
        return sendRefusal(reply as FastifyReply, status, message);
      }
    },
  );

  const openSockets = new ConnectionsPerAddress(
    config.CALL_SOCKETS_PER_IP,
    config.RATE_LIMIT_ALLOW_LIST,
  );
  app.get(
    "/api/ai-call-dialer/ws",
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade, so a socket over the cap is refused over HTTP and never opened.
      onRequest: (request, _reply, done) => {
        if (!request.ws) return done();
        const address = clientKey(request);
        if (!openSockets.tryOpen(address))
          return done(new Refusal("limited", CALL_SOCKET_REFUSALS.tooManySockets));
        // The connection closes when its socket does, and also when the upgrade fails.
        request.raw.socket.once("close", () => openSockets.close(address));
        done();
      },
    },
    (socket, request) =>
      serveCallSocket(socket, {
        service,
        bus,
        log: app.log,
        heartbeatMs: config.CALL_SOCKET_HEARTBEAT_MS,
        legacyAddress: config.CALL_LEGACY_BROADCAST ? clientKey(request) : null,
      }),
  );

  if (telephony && !telephony.simulated && config.TWILIO_AUTH_TOKEN) {
    await app.register(twilioWebhooks, {
      listener: conversation,
      telephony,
      authToken: config.TWILIO_AUTH_TOKEN,
      publicBaseUrl: twilioWebhookBaseUrl(config),
    });
  }
};
