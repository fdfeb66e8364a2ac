import websocket from "@fastify/websocket";
import { WEB_CALL_AUDIO_CHUNK_BYTES } from "#contract/web-call";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import { databaseEngine } from "../../db/connect";
import type { Database } from "../../db/database";
import { acceptUrlEncodedForms } from "../../http/forms";
import { closeFailedSocket } from "../../http/websocket-errors";
import {
  createChatModel,
  createTelephony,
  llmChoice,
  twilioWebhookBaseUrl,
} from "../../providers/select-call-providers";
import { createPhoneVerifier } from "../../providers/select-phone-verifier";
import { createSpeechToText, createTextToSpeech } from "../../providers/select-speech-providers";
import { signingSecret } from "../../security/bot-challenge";
import { createCallEventService } from "./calls/call-event-service";
import { sweepExpiredCalls } from "./calls/call-retention";
import { callRoutes } from "./calls/call-routes";
import { createCallService } from "./calls/call-service";
import { createDoNotCallList } from "./do-not-call/do-not-call-list";
import { callRegions } from "./calls/phone-numbers";
import { consentRoutes } from "./consent/consent-routes";
import { createConsentService } from "./consent/consent-service";
import { createConversationService } from "./conversation/conversation-service";
import { twilioWebhooks } from "./twilio/twilio-webhooks";
import { createCallAccessService } from "./watching/call-access-service";
import { createLocalEventBus } from "./watching/event-bus";
import { createRedisEventBus } from "./watching/redis-event-bus";
import { socketRoutes } from "./watching/socket-routes";
import { webCallRoutes } from "./web-call/web-call-routes";
import { createWebCallService } from "./web-call/web-call-service";

// The hang-up's per-address limit, as the server's security tests read it from the module.

interface AiCallServicesDeps {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
}

/** Every service of the dialer, built once per app from the configuration. */
function createAiCallServices({ db, config, log }: AiCallServicesDeps) {
  const engine = databaseEngine(config);
  const secret = signingSecret(config.SIGNING_SECRET);
  const bus = config.REDIS_URL
    ? createRedisEventBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, log)
    : createLocalEventBus();
  const events = createCallEventService({ db, bus });
  const chat = createChatModel(config);
  const doNotCall = createDoNotCallList(db, secret);
  const conversation = createConversationService({
    db,
    engine,
    config,
    chat,
    events,
    doNotCall,
    log,
  });
  // The phone network reports to the conversation; the call service places calls on the network.
  const telephony = createTelephony(config, conversation);
  const verifier = createPhoneVerifier(config, telephony, secret);
  if (telephony && !verifier) {
    log.warn(
      "Real calls need TWILIO_VERIFY_SERVICE_SID: without it no number can agree to be called",
    );
  }
  const consent = createConsentService({ db, engine, config, verifier, secret, doNotCall, log });
  const access = createCallAccessService({ db, config });
  const { regions: allowedRegions, legacy } = callRegions(config);
  if (legacy) {
    log.warn(
      { CALL_ALLOWED_REGIONS: allowedRegions.join(",") },
      "CALL_ALLOWED_COUNTRY_CODES is replaced by CALL_ALLOWED_REGIONS: each calling code now stands for its main region only; set CALL_ALLOWED_REGIONS to these regions or others",
    );
  }
  const calls = createCallService({
    db,
    engine,
    config,
    allowedRegions,
    telephony,
    conversation,
    consent,
    doNotCall,
    access,
    log,
  });
  const stt = createSpeechToText(config);
  const tts = createTextToSpeech(config);
  // The same AI as phone calls, so a site that refuses phone calls without one refuses these too.
  const available = llmChoice(config) !== "off";
  const webCalls = createWebCallService({
    db,
    engine,
    config,
    available,
    conversation,
    stt,
    tts,
    log,
  });
  const speech = { stt, tts, webCalls };
  return { bus, events, conversation, telephony, consent, access, calls, allowedRegions, speech };
}

/**
 * The AI call dialer: consent, placing and ending calls, the call socket and, for real calls,
 * Twilio's webhooks; each room registers its own routes.
 */
export const aiCallRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  acceptUrlEncodedForms(app);
  // Here, not for the whole server: its hooks then run for the dialer's routes only. Browser
  // messages on the call sockets: small JSON objects, and an utterance's audio in pieces.
  await app.register(websocket, {
    options: { maxPayload: WEB_CALL_AUDIO_CHUNK_BYTES },
    errorHandler: closeFailedSocket,
  });
  const services = createAiCallServices({ db, config, log: app.log });
  const { bus, events, conversation, telephony, consent, access, calls } = services;
  sweepExpiredCalls(app, db, config);
  app.addHook("onClose", async () => {
    await telephony?.close();
    services.speech.webCalls.close();
    await conversation.settle();
    await bus.close();
  });

  await app.register(consentRoutes, {
    consent,
    allowedRegions: services.allowedRegions,
  });
  await app.register(callRoutes, {
    calls,
    demo: telephony?.simulated === true,
    placements: config.CALL_LEGACY_BROADCAST ? bus : null,
  });
  await app.register(socketRoutes, { calls, access, events, bus, config });
  await app.register(webCallRoutes, {
    ...services.speech,
    db,
    access,
    conversation,
    events,
    bus,
    config,
  });
  if (telephony && !telephony.simulated && config.TWILIO_AUTH_TOKEN) {
    await app.register(twilioWebhooks, {
      db,
      listener: conversation,
      telephony,
      authToken: config.TWILIO_AUTH_TOKEN,
      publicBaseUrl: twilioWebhookBaseUrl(config),
    });
  }
};
