import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { doneSchema } from "#contract/studio";
import { failedMailsSchema, subscribersSchema } from "#contract/studio-mail";
import { z } from "#contract/zod";
import { actorOf } from "../http/studio-session";
import { exportSubscribers, failedMails, retryMail, subscribers } from "../mail/mail-service";
import { dateForFileName, sendDownload } from "./download";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];

/** The outbox's failed mails with a retry, and the newsletter's subscribers with their export. */
export const studioMailRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { db }) => {
  app.get(
    "/api/studio/outbox/failed",
    {
      schema: {
        tags,
        summary: "Mails the outbox gave up on, newest first, each with what went wrong",
        response: { 200: failedMailsSchema },
      },
    },
    async () => ({ mails: await failedMails(db) }),
  );

  app.post(
    "/api/studio/outbox/:id/retry",
    {
      schema: {
        tags,
        summary: "Queue a failed mail again: the outbox sends it at its next round",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await retryMail(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/studio/subscribers",
    {
      schema: {
        tags,
        summary: "Newsletter subscribers, newest first, with their opt-in proof",
        response: { 200: subscribersSchema },
      },
    },
    async () => ({ subscribers: await subscribers(db) }),
  );

  app.get(
    "/api/studio/subscribers/export",
    {
      schema: {
        tags,
        summary: "Every subscriber as CSV (every field quoted), as a download",
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        "text/csv; charset=utf-8",
        `subscribers-${dateForFileName()}.csv`,
        await exportSubscribers(db, actorOf(request)),
      ),
  );
};
