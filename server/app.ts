import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RawServerDefault,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { clientKey } from "./client-address";
import type { Config } from "./config";
import { connectDatabase, type DatabaseConnection } from "./db/connect";
import { loggerOptions, RequestLog } from "./logger";
import { aiCallRoutes } from "./modules/ai-call/routes";
import { startImageModelOffer } from "./modules/ai-image/model-offer";
import { imageRoutes } from "./modules/ai-image/routes";
import { contactRoutes } from "./modules/contact/routes";
import { healthRoutes } from "./modules/health/routes";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { projectRequestRoutes } from "./modules/project-requests/routes";
import { reviewsRoutes } from "./modules/reviews/routes";
import { studioRoutes } from "./modules/studio/routes/studio-routes";
import { apiDocs } from "./plugins/api-docs";
import { apiKeyCheck } from "./plugins/api-key";
import { botChallenge } from "./plugins/bot-challenge";
import { answerClientError, errorAnswer } from "./http/error-answer";
import { errorHandling } from "./plugins/errors";
import { inlineScriptHashes, securityHeaders } from "./plugins/security-headers";
import { readIndexHtml, spa } from "./plugins/spa";
import { studioPage } from "./plugins/studio-page";
import { refuseUnreadableClientAddress } from "./http/forwarded-address";
import { refuseDeepJson } from "./http/json-body";
import { guardWebSocketUpgrades } from "./http/websocket-upgrades";
import { connectRedis } from "./redis";
import { buildRuntimeConfig } from "./runtime-config";

export interface AppDeps {
  /** The app owns this connection and closes it when the app closes. */
  database: DatabaseConnection;
  /** Where the logs go; stdout when absent. */
  logStream: DestinationStream;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Connections the kernel may hold until the server accepts them (capped by `net.core.somaxconn`).
 * Node's default of 511 resets the connections of a burst of visitors beyond it while the event
 * loop is busy, before the server ever sees their requests.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * How long a kept-alive connection may wait for its next request: longer than the 60 s after which
 * nginx (and most load balancers) drop an idle upstream connection, so the proxy always closes
 * first and never sends a request on a connection this server has just closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * How often Node looks for requests past their time-out: by default every 30 s, which would let a
 * request outlive a time-out by that much. The look is a short walk over the open connections.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Request ids unique across processes, so lines from several instances never share one: a random
 * prefix drawn once per process, then a counter (a UUID per request cost a draw of randomness).
 */
const requestIdPrefix = randomBytes(6).toString("base64url");
let requestCount = 0;
const nextRequestId = () => `${requestIdPrefix}-${(++requestCount).toString(36)}`;

/**
 * A Fastify instance with what every server of ours shares: logs, request ids, body limit,
 * time-outs, proxy trust, the `{ detail }` error shape for malformed requests, and zod validation.
 */
export function createServer(config: Config, logStream?: DestinationStream): App {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    logController: new RequestLog(),
    genReqId: nextRequestId,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A body trickled in byte by byte would otherwise hold its connection for ever (answered 408).
    // Upgraded WebSockets leave Node's request tracking, and ws turns their idle time-out off.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      // Given to Node as well, so that it derives its header time-out from it (60 s, or the request
      // time-out if shorter): a header time-out longer than the request's keeps the latter from
      // ever firing.
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    trustProxy: config.TRUST_PROXY,
    // Malformed URLs are refused before any hook runs; they still get the `{ detail }` shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = errorAnswer(error);
      // The option's reply type is generic over every route; this one is a plain reply.
      (reply as FastifyReply).code(status).send(body);
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so that an upgrade refused by any later hook still has its socket closed.
  guardWebSocketUpgrades(app, [new URL(config.PUBLIC_SITE_URL).origin, ...config.CORS_ORIGINS]);
  refuseDeepJson(app);
  if (config.TRUST_PROXY) app.addHook("onRequest", refuseUnreadableClientAddress);
  // Routes validate and serialise with the zod schemas from kernel/contract.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Builds the whole server without listening, so tests can drive it through `app.inject`. */
export async function buildApp(config: Config, deps: Partial<AppDeps> = {}): Promise<App> {
  const database = deps.database ?? connectDatabase(config);

  const app = createServer(config, deps.logStream);
  app.addHook("onClose", () => database.close());

  const builtIndexHtml = await readIndexHtml(config.STATIC_DIR, app.log);

  await app.register(errorHandling);
  await app.register(securityHeaders, {
    config,
    scriptHashes: inlineScriptHashes(builtIndexHtml ?? ""),
  });
  // Compressed request bodies are not needed by any client, so they are not accepted either.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    globalDecompression: false,
  });
  // Off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`. With Redis
  // the counts are shared, so several instances together allow what one would.
  const rateLimitRedis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : undefined;
  if (rateLimitRedis) {
    app.addHook("onClose", async () => {
      await rateLimitRedis.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    // Per client key (an IPv6 client by its /64), as the allow-list's entries are.
    keyGenerator: clientKey,
    allowList: config.RATE_LIMIT_ALLOW_LIST,
    redis: rateLimitRedis,
    nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`,
    // Abuse limits must not take the forms down with Redis: while it is unreachable they lapse.
    skipOnError: true,
  });
  await app.register(apiKeyCheck, { apiKey: config.API_KEY });
  // Before any route, so that every route registered after it is documented.
  await app.register(apiDocs);

  // Before the routes whose preHandlers use its check.
  await app.register(botChallenge, { config });
  await app.register(healthRoutes, { db: database.db });
  await app.register(newsletterRoutes, { db: database.db, config });
  await app.register(contactRoutes, { db: database.db, config });
  await app.register(projectRequestRoutes, { db: database.db, config });
  await app.register(reviewsRoutes, {
    db: database.db,
    engine: database.engine,
    config,
    cacheTtlMs: config.REVIEW_CACHE_TTL_MS,
  });
  await app.register(aiCallRoutes, { db: database.db, config });
  await app.register(studioRoutes, { db: database.db, engine: database.engine, config });
  // Also served alone by `npm run image-service`; the page finds it through the runtime config.
  const imageModels = await startImageModelOffer(config, app.log);
  app.addHook("onClose", () => imageModels.close());
  await app.register(imageRoutes, { config, offer: imageModels });
  await app.register(studioPage, { staticDir: config.STATIC_DIR });
  await app.register(spa, {
    staticDir: config.STATIC_DIR,
    builtIndexHtml,
    runtimeConfig: () => buildRuntimeConfig(config, imageModels.current()),
  });

  return app;
}
