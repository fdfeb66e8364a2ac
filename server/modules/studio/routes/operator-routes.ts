import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  auditPageSchema,
  doneSchema,
  invitationAnswerSchema,
  invitationSchema,
  operatorsSchema,
} from "#contract/studio";
import { z } from "#contract/zod";
import { readAuditLog } from "../audit/audit-log";
import { actorOf } from "../http/studio-session";
import { inviteOperator, operators, removeOperator } from "../operators/operator-service";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];
/** The audit log page shows the latest entries; the database keeps them all. */
const AUDIT_PAGE_LENGTH = 500;

/** Operators inviting and removing each other, and the audit log of what everyone did. */
export const studioOperatorRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/studio/operators",
    { schema: { tags, summary: "Every operator", response: { 200: operatorsSchema } } },
    async () => ({ operators: await operators(db) }),
  );

  app.post(
    "/api/studio/operators",
    {
      schema: {
        tags,
        summary: "Invite an operator (or a further passkey of one); answers the one-time link",
        body: invitationSchema,
        response: { 201: invitationAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteOperator(db, config, request.body, actorOf(request))),
  );

  app.delete(
    "/api/studio/operators/:id",
    {
      schema: {
        tags,
        summary: "Remove an operator: their passkeys and sessions stop working at once",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await removeOperator(db, request.params.id, actorOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    "/api/studio/audit",
    {
      schema: {
        tags,
        summary: "The latest operator actions, newest first",
        response: { 200: auditPageSchema },
      },
    },
    async () => ({ entries: await readAuditLog(db, { limit: AUDIT_PAGE_LENGTH }) }),
  );
};
