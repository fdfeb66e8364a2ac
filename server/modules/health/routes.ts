import type { FastifyPluginAsync } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";

/** Liveness and readiness probes for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "Readiness check failed: database unavailable");
      return reply.code(503).send({ detail: "Database unavailable" });
    }
  });
};
