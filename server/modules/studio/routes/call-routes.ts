import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  callDetailSchema,
  callsPageSchema,
  callsQuerySchema,
  doNotCallAddedSchema,
  doNotCallAdditionSchema,
  doNotCallKeySchema,
  doNotCallListSchema,
} from "#contract/studio-calls";
import { doneSchema } from "#contract/studio";
import { z } from "#contract/zod";
import { Refusal } from "../../../refusal";
import { signingSecret } from "../../../security/bot-challenge";
import { maskPhoneNumber } from "../../ai-call/calls/phone-numbers";
import { callDetail, callsPage } from "../calls/call-pages";
import {
  createDoNotCallService,
  doNotCallEntries,
  readListedNumber,
} from "../calls/do-not-call-service";
import { actorOf } from "../http/studio-session";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];

export const INVALID_NUMBER_DETAIL =
  "Enter a valid phone number with its country code, e.g. +91 98765 43210.";
export const NOT_LISTED_DETAIL = "That number is not on the do-not-call list.";

/** The calls with their transcripts and consent, and the do-not-call list. */
export const studioCallRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  // The dialer's key, so that the console finds the same consents and list entries.
  const secret = signingSecret(config.SIGNING_SECRET);
  const doNotCall = createDoNotCallService(db, secret);

  app.get(
    "/api/studio/calls",
    {
      schema: {
        tags,
        summary: "Every call, newest first, its number masked",
        querystring: callsQuerySchema,
        response: { 200: callsPageSchema },
      },
    },
    async (request) => callsPage(db, request.query.page),
  );

  app.get(
    "/api/studio/calls/:id",
    {
      schema: {
        tags,
        summary: "One call: statuses, transcript, summary, waits, voicemail and consent record",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: callDetailSchema },
      },
    },
    async (request) => callDetail({ db, secret, config }, request.params.id),
  );

  app.get(
    "/api/studio/do-not-call",
    {
      schema: {
        tags,
        summary: "The do-not-call list, newest first: numbers by their hashes",
        response: { 200: doNotCallListSchema },
      },
    },
    async () => ({ entries: await doNotCallEntries(db) }),
  );

  app.post(
    "/api/studio/do-not-call",
    {
      schema: {
        tags,
        summary: "Put a number on the do-not-call list: the dialer refuses it from then on",
        body: doNotCallAdditionSchema,
        response: { 201: doNotCallAddedSchema, 200: doNotCallAddedSchema },
      },
    },
    async (request, reply) => {
      const e164 = readListedNumber(request.body.number);
      if (!e164) throw new Refusal("invalid", INVALID_NUMBER_DETAIL);
      const { added, entry } = await doNotCall.add(actorOf(request), e164, request.body.reason);
      // 200 when the number was listed already: its first entry stands.
      return reply.code(added ? 201 : 200).send({ entry, masked: maskPhoneNumber(e164) });
    },
  );

  app.delete(
    "/api/studio/do-not-call/:key",
    {
      schema: {
        tags,
        summary: "Take a number off the do-not-call list",
        params: doNotCallKeySchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      if (!(await doNotCall.remove(actorOf(request), request.params.key))) {
        throw new Refusal("not-found", NOT_LISTED_DETAIL);
      }
      return { ok: true as const };
    },
  );
};
