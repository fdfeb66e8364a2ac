import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/database";
import { LIVENESS_PATH, READINESS_PATH } from "../../http/request-path";
import { Refusal } from "../../refusal";

/** Liveness probes: the process answers. */
export const livenessRoutes: FastifyPluginAsyncZod = async (app) => {
  const alive = async () => ({ status: "ok" as const });
  // A few bytes: never worth compression's hooks.
  app.get(LIVENESS_PATH, { compress: false }, alive);
  // The same answer under /api, for clients that check the API itself before using it.
  app.get(
    "/api/health",
    {
      compress: false,
      schema: {
        tags: ["health"],
        summary: "Whether the API is up; needs no API key",
        security: [],
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    alive,
  );
};

/** Liveness and readiness probes for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  await app.register(livenessRoutes);
  app.get(READINESS_PATH, { compress: false }, async (request) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "Readiness check failed: database unavailable");
      throw new Refusal("unavailable", "Database unavailable");
    }
  });
};
