import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import twilio from "twilio";
import type { WebSocket } from "ws";
import { z } from "zod";
import { callStatuses, type CallStatus } from "#contract/ai-call-rules";
import type { Telephony, TelephonyListener } from "../../../providers/telephony/telephony";
import {
  TWILIO_WEBHOOK_PATHS,
  twilioWebhookUrl,
} from "../../../providers/telephony/twilio-telephony";
import { gatherTwiml, hangUpTwiml } from "../../../providers/telephony/twiml";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { acceptUrlEncodedForms } from "../../../http/forms";
import { claimRelaySocket } from "../calls/call-repository";

const ASK_AGAIN = "Sorry, could you say that again?";
const BAD_SIGNATURE = "Invalid Twilio signature";
/** The refusal of a relay socket for a call that has ended, already has its socket, or is unknown. */
export const RELAY_NOT_OPEN =
  "This call has no conversation to connect: it has ended or is connected already";

/** The fields of ConversationRelay's messages the conversation reads; the rest are ignored. */
const relayMessageSchema = z.object({
  type: z.string(),
  voicePrompt: z.string().optional(),
  last: z.boolean().optional(),
});

/** Answering-machine detection's verdicts once a machine's greeting is over. */
const MACHINE_END = /^machine_end_(beep|silence|other)$/;

/** Twilio posts forms, whose fields are text; a value of another type (from a JSON body) is absent. */
function formFields(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The refs we put in webhook URLs are UUIDs (calls/call-service.ts). */
const CALL_REF_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Any other ref (repeated, or with characters PostgreSQL refuses) names no call, unread. */
function validCallRef(ref: unknown): string {
  return typeof ref === "string" && CALL_REF_PATTERN.test(ref) ? ref : "";
}

function callRefOf(request: FastifyRequest): string {
  return validCallRef((request.query as { ref?: unknown }).ref);
}

/**
 * Twilio's side of a real call: status callbacks, `<Gather>` speech results and the
 * ConversationRelay socket. Each request must carry Twilio's signature over the public URL it was
 * sent to, which names the call; anything else is refused with 403 and changes nothing.
 */
export const twilioWebhooks: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  listener: TelephonyListener;
  telephony: Pick<Telephony, "leaveMessage">;
  authToken: string;
  publicBaseUrl: string;
}> = async (app, { db, listener, telephony, authToken, publicBaseUrl }) => {
  acceptUrlEncodedForms(app);

  const isSigned = (request: FastifyRequest, base: string, params: Record<string, string>) => {
    const signature = request.headers["x-twilio-signature"];
    return (
      typeof signature === "string" &&
      twilio.validateRequest(authToken, signature, `${base}${request.url}`, params)
    );
  };
  const checkSignature = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSigned(request, publicBaseUrl, formFields(request))) {
      request.log.warn({ url: request.url }, "Refused a Twilio webhook with a bad signature");
      return reply.code(403).send({ detail: BAD_SIGNATURE });
    }
  };

  app.post(
    TWILIO_WEBHOOK_PATHS.status,
    { preHandler: checkSignature, schema: { hide: true } },
    async (request, reply) => {
      const { CallSid, CallStatus: status } = formFields(request);
      if (!CallSid || !(callStatuses as readonly string[]).includes(status ?? "")) {
        return reply.code(400).send({ detail: "Expected CallSid and a known CallStatus" });
      }
      const known = await listener.onStatus(callRefOf(request), CallSid, status as CallStatus);
      if (!known) throw new Refusal("not-found", "No call with this reference");
      return reply.code(204).send();
    },
  );

  app.post(
    TWILIO_WEBHOOK_PATHS.gather,
    { preHandler: checkSignature, schema: { hide: true } },
    async (request, reply) => {
      const callRef = callRefOf(request);
      const speech = formFields(request).SpeechResult?.trim();
      const again = twilioWebhookUrl(publicBaseUrl, "gather", callRef);
      reply.type("text/xml");
      if (!speech) return gatherTwiml(ASK_AGAIN, again);
      const { reply: text, end } = await listener.onCalleeSaid(callRef, speech);
      return end ? hangUpTwiml(text) : gatherTwiml(text || ASK_AGAIN, again);
    },
  );

  // Answering-machine detection's verdict: past a machine's greeting the AI leaves its message,
  // which replaces the conversation on the live call. Any other verdict changes nothing.
  app.post(
    TWILIO_WEBHOOK_PATHS.answeredBy,
    { preHandler: checkSignature, schema: { hide: true } },
    async (request, reply) => {
      const { CallSid, AnsweredBy } = formFields(request);
      if (!CallSid || !AnsweredBy) {
        return reply.code(400).send({ detail: "Expected CallSid and AnsweredBy" });
      }
      if (MACHINE_END.test(AnsweredBy)) {
        // Answered once the message is written, well within the 15 s Twilio gives a webhook: the
        // model has at most twice LLM_TIMEOUT_MS.
        const message = await listener.onMachineAnswered(callRefOf(request), CallSid);
        // A call that ended meanwhile refuses new TwiML; there is nothing left to say on it.
        if (message) {
          await telephony.leaveMessage(CallSid, message).catch((error: unknown) => {
            request.log.warn({ err: error, callSid: CallSid }, "Could not leave the voicemail");
          });
        }
      }
      return reply.code(204).send();
    },
  );

  // Twilio asks what to do once the ConversationRelay session is over: the call is done.
  app.post(
    TWILIO_WEBHOOK_PATHS.relayEnded,
    { preHandler: checkSignature, schema: { hide: true } },
    async (_request, reply) => reply.type("text/xml").send(hangUpTwiml("Goodbye.")),
  );

  const socketBase = publicBaseUrl.replace(/^http/, "ws");
  app.get(
    TWILIO_WEBHOOK_PATHS.relay,
    {
      websocket: true,
      schema: { hide: true },
      // Checked before the upgrade, so a forged handshake never gets a socket. The signed URL
      // names the call, so a signature seen for one call opens no other; and a call takes one
      // socket, so a handshake replayed for the same call opens nothing either.
      preValidation: async (request, reply) => {
        if (!isSigned(request, socketBase, {})) {
          request.log.warn("Refused a ConversationRelay handshake with a bad signature");
          return reply.code(403).send({ detail: BAD_SIGNATURE });
        }
        const callRef = callRefOf(request);
        if (!(await claimRelaySocket(db, callRef, new Date().toISOString()))) {
          request.log.warn(
            { callRef },
            "Refused a ConversationRelay socket for no call in progress",
          );
          throw new Refusal("conflict", RELAY_NOT_OPEN);
        }
      },
    },
    (socket, request) => serveRelay(socket, listener, callRefOf(request)),
  );
};

/**
 * ConversationRelay for the call its URL names: Twilio sends what the callee said; the AI's words
 * stream back as text tokens.
 */
function serveRelay(socket: WebSocket, listener: TelephonyListener, callRef: string): void {
  let current: AbortController | null = null;
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  socket.on("message", (data) => {
    let parsed;
    try {
      parsed = relayMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      return;
    }
    // Anything else (null, an array, a prompt that is not text) would throw below, outside any request.
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "interrupt") {
      // The callee spoke over the AI: stop writing; what was said so far stays in the transcript.
      current?.abort();
      return;
    }
    if (message.type !== "prompt" || message.last !== true || !message.voicePrompt?.trim()) return;
    current?.abort();
    const controller = new AbortController();
    current = controller;
    void listener
      .onCalleeSaid(callRef, message.voicePrompt.trim(), {
        signal: controller.signal,
        onToken: (token) => send({ type: "text", token, last: false }),
      })
      .then(({ end }) => {
        if (controller.signal.aborted) return;
        send({ type: "text", token: "", last: true });
        if (end)
          send({ type: "end", handoffData: JSON.stringify({ reason: "conversation ended" }) });
      })
      .catch(() => send({ type: "text", token: "", last: true }));
  });
  socket.on("close", () => current?.abort());
}
