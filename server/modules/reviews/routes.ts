import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  reviewActionResponseSchema,
  reviewCreatedSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewStatsSchema,
  reviewSubmissionSchema,
  visitorIdSchema,
} from "#contract/reviews";
import { VISITOR_ID_HEADER, REVIEW_MESSAGES } from "#contract/reviews-rules";
import {
  listReviews,
  reviewStats,
  submitReview,
  voteOnReview,
  type ReviewsDeps,
  type Voter,
} from "./service";
import { clientKey } from "../../client-address";
import { Refusal } from "../../refusal";
import { memoisedSerializerCompiler } from "../../http/memoised-serializer";
import { ReadCache } from "./read-cache";

// Per client address. Reading is generous (a person never needs this much); writing is not.
const READ_LIMIT = { max: 300, timeWindow: "1 minute" };
const SUBMIT_LIMIT = { max: 5, timeWindow: "10 minutes" };
const HELPFUL_LIMIT = { max: 30, timeWindow: "1 minute" };
const REPORT_LIMIT = { max: 10, timeWindow: "1 minute" };

const idParams = z.object({ id: z.string() });

function voterOf(request: FastifyRequest): Voter {
  const header = request.headers[VISITOR_ID_HEADER];
  const parsed = visitorIdSchema.safeParse(header);
  const address = clientKey(request);
  return { visitorId: parsed.success ? parsed.data : `ip:${address}`, ip: address };
}

/** `/api/reviews`: list, stats, submit, and the Helpful and Report votes. */
export const reviewsRoutes: FastifyPluginAsyncZod<
  Omit<ReviewsDeps, "cache"> & { cacheTtlMs: number }
> = async (app, { cacheTtlMs, ...options }) => {
  const deps: ReviewsDeps = {
    ...options,
    cache: cacheTtlMs > 0 ? new ReadCache(cacheTtlMs) : undefined,
  };

  const reads: FastifyPluginAsyncZod = async (scope) => {
    // A cached read answers the same object until it expires, so its JSON is written once.
    scope.setSerializerCompiler(memoisedSerializerCompiler);

    scope.get(
      "/api/reviews",
      {
        config: { rateLimit: READ_LIMIT },
        schema: { querystring: reviewListQuerySchema, response: { 200: reviewListResponseSchema } },
      },
      (request) => listReviews(deps, request.query),
    );

    scope.get(
      "/api/reviews/stats",
      { config: { rateLimit: READ_LIMIT }, schema: { response: { 200: reviewStatsSchema } } },
      () => reviewStats(deps),
    );
  };
  await app.register(reads);

  app.post(
    "/api/reviews",
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: { body: reviewSubmissionSchema, response: { 201: reviewCreatedSchema } },
    },
    async (request, reply) => {
      const created = await submitReview(deps, request.body, clientKey(request));
      return reply.code(201).send({
        ...created,
        message: created.held ? REVIEW_MESSAGES.held : REVIEW_MESSAGES.submitted,
      });
    },
  );

  const voteRoutes: FastifyPluginAsyncZod = async (votes) => {
    // The votes carry no body, but clients may still label the empty body as JSON.
    const parseJson = votes.getDefaultJsonParser("error", "error");
    votes.removeContentTypeParser("application/json");
    votes.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body.toString();
      if (text === "") done(null, undefined);
      else parseJson(request, text, done);
    });
    // Form-encoded and other labels on an empty body, as some HTTP clients send by default.
    votes.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
      if (body.toString() === "") done(null, undefined);
      else done(new Refusal("unsupported-type", "This request takes no body"));
    });

    votes.patch(
      "/api/reviews/:id/helpful",
      {
        config: { rateLimit: HELPFUL_LIMIT },
        schema: { params: idParams, response: { 200: reviewActionResponseSchema } },
      },
      (request) => voteOnReview(deps, request.params.id, "helpful", voterOf(request)),
    );

    votes.patch(
      "/api/reviews/:id/report",
      {
        config: { rateLimit: REPORT_LIMIT },
        schema: { params: idParams, response: { 200: reviewActionResponseSchema } },
      },
      (request) => voteOnReview(deps, request.params.id, "report", voterOf(request)),
    );
  };
  await app.register(voteRoutes);
};
