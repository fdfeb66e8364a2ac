import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { doneSchema, reviewDecisionSchema, reviewReplySchema } from "#contract/studio";
import { z } from "#contract/zod";
import type { ReviewsDeps } from "../../reviews/service";
import { actorOf } from "../http/studio-session";
import { decideReview, replyAsStudio } from "../inbox/review-moderation";
import type { StudioRouteOptions } from "./studio-routes";

const tags = ["studio"];
const params = z.object({ id: z.coerce.number().int().positive() });

/** Moderating a review from its page: publish or take it off the site, and the public reply. */
export const studioReviewRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, engine, config },
) => {
  const deps: ReviewsDeps = { db, engine, config };

  app.post(
    "/api/studio/reviews/:id/decision",
    {
      schema: {
        tags,
        summary: "Publish a review (dismissing its reports) or take it off the site",
        params,
        body: reviewDecisionSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await decideReview(deps, actorOf(request), request.params.id, request.body.decision);
      return { ok: true as const };
    },
  );

  app.put(
    "/api/studio/reviews/:id/reply",
    {
      schema: {
        tags,
        summary: "Set the studio's public reply under a review",
        params,
        body: reviewReplySchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await replyAsStudio(deps, actorOf(request), request.params.id, request.body.text);
      return { ok: true as const };
    },
  );
};
