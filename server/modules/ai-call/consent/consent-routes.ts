import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  aiCallErrorSchema,
  verificationApprovedSchema,
  verificationCheckSchema,
  verificationRequestSchema,
  verificationStartedSchema,
} from "#contract/ai-call";
import { errorBodySchema } from "#contract/errors";
import { z } from "zod";
import { clientKey } from "../../../client-address";
import { documentedBody } from "../../../http/documented-routes";
import { acceptUrlEncodedForms, formBody } from "../../../http/forms";
import { answerInCallShape, CallRefusedError } from "../calls/call-refusals";
import type { ConsentService } from "./consent-service";
import { allowedDestination } from "../calls/phone-numbers";
import { CALL_REFUSALS } from "#contract/ai-call-rules";

/** Codes are few per visitor; floods are refused before any work. */
export const CONSENT_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

// The dialer's refusals; a malformed body or a missing key gets the site-wide `{ detail }`.
const refusal = z.union([aiCallErrorSchema, errorBodySchema]);
const REFUSALS = [400, 401, 403, 410, 415, 429, 502, 503] as const;
const refusalResponses = Object.fromEntries(REFUSALS.map((status) => [status, refusal]));
const BOTH_ENCODINGS = ["application/x-www-form-urlencoded", "application/json"];

/** Asking for a code to the number to be called, and sending back the code its owner received. */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  /** Codes go only where calls may go: texts to other countries are what SMS pumping buys. */
  allowedRegions: readonly string[];
}> = async (app, { consent, allowedRegions }) => {
  const destinationOf = (digits: string) => allowedDestination(digits, allowedRegions).e164;
  acceptUrlEncodedForms(app);
  const rateLimit = {
    ...CONSENT_RATE_LIMIT,
    errorResponseBuilder: (_request: unknown, { after }: { after: string }) =>
      new CallRefusedError("limited", CALL_REFUSALS.tooManyRequests(after)),
  };

  app.post(
    "/api/ai-call-dialer/verification",
    {
      schema: {
        tags: ["ai-call"],
        summary:
          "Text a one-time code to the number to be called (form-encoded or JSON to_number digits, and a solved challenge in `altcha`)",
        body: formBody(verificationRequestSchema),
        response: { 200: verificationStartedSchema, ...refusalResponses },
      },
      config: {
        rateLimit,
        swaggerTransform: documentedBody(verificationRequestSchema, BOTH_ENCODINGS),
      },
      preHandler: app.requireBotChallenge,
      errorHandler: answerInCallShape,
    },
    async (request) =>
      consent.requestCode(destinationOf(request.body.to_number), clientKey(request)),
  );

  app.post(
    "/api/ai-call-dialer/verification/check",
    {
      schema: {
        tags: ["ai-call"],
        summary:
          "Confirm the number with the code its owner received; calls to it need no new code for VERIFIED_NUMBER_DAYS",
        body: formBody(verificationCheckSchema),
        response: { 200: verificationApprovedSchema, ...refusalResponses },
      },
      config: {
        rateLimit,
        swaggerTransform: documentedBody(verificationCheckSchema, BOTH_ENCODINGS),
      },
      errorHandler: answerInCallShape,
    },
    async (request) => consent.checkCode(destinationOf(request.body.to_number), request.body.code),
  );
};
