import { createReadStream } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  doneSchema,
  inboxPageSchema,
  inboxQuerySchema,
  itemDetailSchema,
  itemKeySchema,
  itemStateChangeSchema,
} from "#contract/studio";
import { z } from "#contract/zod";
import { actorOf, operatorOf } from "../http/studio-session";
import {
  attachmentForDownload,
  changeItemState,
  inboxPage,
  itemDetail,
} from "../inbox/inbox-service";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];

/** The inbox: the list, an item's page, its state, and a request's attachments. */
export const studioInboxRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/studio/inbox",
    {
      schema: {
        tags,
        summary: "Everything visitors sent that needs the staff, newest first",
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => inboxPage(db, operatorOf(request).id, request.query),
  );

  app.get(
    "/api/studio/inbox/:kind/:id",
    {
      schema: {
        tags,
        summary: "One item with everything stored, its state and history; marks it read",
        params: itemKeySchema,
        response: { 200: itemDetailSchema },
      },
    },
    async (request) =>
      itemDetail(db, operatorOf(request).id, request.params.kind, request.params.id),
  );

  app.patch(
    "/api/studio/inbox/:kind/:id",
    {
      schema: {
        tags,
        summary: "Move an item to new, in progress or done",
        params: itemKeySchema,
        body: itemStateChangeSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await changeItemState(db, actorOf(request), kind, id, request.body.state);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/studio/inbox/request/:id/attachments/:fileId",
    {
      schema: {
        tags,
        summary: "Download a project request's attachment (always as a download, never shown)",
        params: z.object({
          id: z.coerce.number().int().positive(),
          fileId: z.coerce.number().int().positive(),
        }),
      },
    },
    async (request, reply) => {
      const { path, name } = await attachmentForDownload(
        db,
        config,
        actorOf(request),
        request.params.id,
        request.params.fileId,
      );
      return reply
        .type("application/octet-stream")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header("cache-control", "no-store")
        .send(createReadStream(path));
    },
  );
};
