import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import type { ReviewsConfig } from "../../reviews/service";
import { checkOrigin, requireSession } from "../http/studio-session";
import type { StudioConfig } from "../operators/operator-service";
import { studioAuditExportRoutes } from "./audit-export-routes";
import { studioAuthRoutes, studioSessionRoutes } from "./auth-routes";
import { studioCallRoutes } from "./call-routes";
import { studioDataRequestRoutes } from "./data-request-routes";
import { studioInboxRoutes } from "./inbox-routes";
import { studioMailRoutes } from "./mail-routes";
import { studioOperatorRoutes } from "./operator-routes";
import { studioReviewRoutes } from "./review-routes";

export interface StudioRouteOptions {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: StudioConfig &
    ReviewsConfig &
    Pick<Config, "DATA_DIR" | "SIGNING_SECRET" | "VERIFIED_NUMBER_DAYS">;
}

/**
 * The console's API under /api/studio/: every route refuses a foreign origin, and every route
 * but registration and sign-in refuses a request without a live session.
 */
export const studioRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.addHook("onRequest", async (request) => checkOrigin(request, options.config));
  await app.register(studioAuthRoutes, options);
  await app.register(async (signedIn) => {
    signedIn.addHook("onRequest", async (request) => requireSession(request, options.db));
    await signedIn.register(studioSessionRoutes, options);
    await signedIn.register(studioOperatorRoutes, options);
    await signedIn.register(studioInboxRoutes, options);
    await signedIn.register(studioReviewRoutes, options);
    await signedIn.register(studioCallRoutes, options);
    await signedIn.register(studioMailRoutes, options);
    await signedIn.register(studioDataRequestRoutes, options);
    await signedIn.register(studioAuditExportRoutes, options);
  });
};
