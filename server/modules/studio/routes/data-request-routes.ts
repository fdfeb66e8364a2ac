import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dataErasureSchema,
  dataSubjectSchema,
  personalDataFoundSchema,
} from "#contract/studio-mail";
import type { z } from "#contract/zod";
import type { Actor } from "../audit/audit-log";
import { createDataRequestService } from "../data-requests/data-request-service";
import { actorOf } from "../http/studio-session";
import { dateForFileName, sendDownload } from "./download";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];

/** What every data request's body carries: the person, as an e-mail address or phone number. */
type SubjectBody = z.ZodType<{ subject: string }>;

/**
 * A person's data requests: what is held about them, a copy, erasure. Each is a POST, so that the
 * address or number travels in the body and never in a URL that a log keeps.
 */
export const studioDataRequestRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  const requests = createDataRequestService(db, config);

  /** POST /api/studio/data-requests/`step`: `answer` gets the operator and the person as typed. */
  const dataRequest = (
    step: string,
    schema: { summary: string; body: SubjectBody; response?: { 200: z.ZodType } },
    answer: (actor: Actor, subject: string, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.post(
      `/api/studio/data-requests/${step}`,
      { schema: { tags, ...schema } },
      async (request, reply) => answer(actorOf(request), request.body.subject, reply),
    );

  dataRequest(
    "find",
    {
      summary: "Count what is held about an e-mail address or phone number, by kind",
      body: dataSubjectSchema,
      response: { 200: personalDataFoundSchema },
    },
    async (actor, subject) => ({ counts: await requests.find(actor, subject) }),
  );

  dataRequest(
    "export",
    {
      summary: "Everything held about them, attachments included, as one JSON download",
      body: dataSubjectSchema,
    },
    async (actor, subject, reply) =>
      sendDownload(
        reply,
        "application/json; charset=utf-8",
        `personal-data-${dateForFileName()}.json`,
        await requests.export(actor, subject),
      ),
  );

  dataRequest(
    "erase",
    {
      summary: "Erase everything held about them, files included; the erasure is recorded",
      body: dataErasureSchema,
      response: { 200: personalDataFoundSchema },
    },
    async (actor, subject) => ({ counts: await requests.erase(actor, subject) }),
  );
};
