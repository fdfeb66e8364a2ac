import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dataErasureSchema,
  dataSubjectSchema,
  personalDataFoundSchema,
} from "#contract/studio-mail";
import { actorOf } from "../http/studio-session";
import { eraseData, exportData, findData } from "../data-requests/data-request-service";
import { dateForFileName, sendDownload } from "./download";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];

/**
 * A person's data requests: what is held about them, a copy, erasure. Each is a POST, so that the
 * address or number travels in the body and never in a URL that a log keeps.
 */
export const studioDataRequestRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  app.post(
    "/api/studio/data-requests/find",
    {
      schema: {
        tags,
        summary: "Count what is held about an e-mail address or phone number, by kind",
        body: dataSubjectSchema,
        response: { 200: personalDataFoundSchema },
      },
    },
    async (request) => ({
      counts: await findData(db, config, actorOf(request), request.body.subject),
    }),
  );

  app.post(
    "/api/studio/data-requests/export",
    {
      schema: {
        tags,
        summary: "Everything held about them, attachments included, as one JSON download",
        body: dataSubjectSchema,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        "application/json; charset=utf-8",
        `personal-data-${dateForFileName()}.json`,
        await exportData(db, config, actorOf(request), request.body.subject),
      ),
  );

  app.post(
    "/api/studio/data-requests/erase",
    {
      schema: {
        tags,
        summary: "Erase everything held about them, files included; the erasure is recorded",
        body: dataErasureSchema,
        response: { 200: personalDataFoundSchema },
      },
    },
    async (request) => ({
      counts: await eraseData(db, config, actorOf(request), request.body.subject),
    }),
  );
};
