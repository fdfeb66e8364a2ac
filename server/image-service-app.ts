import { createServer } from "./app";
import type { Config } from "./config";
import { imageRoutes } from "./modules/ai-image/routes";
import { apiKeyCheck } from "./plugins/api-key";
import { livenessRoutes } from "./modules/health/routes";
import { botChallenge } from "./plugins/bot-challenge";
import { notFound } from "./http/error-answer";
import { errorHandling } from "./plugins/errors";
import { securityHeaders } from "./plugins/security-headers";

/**
 * The image API on its own, for a machine with a GPU beside the site: the same routes, health
 * checks, key check, error shape and CORS rules as the main server, nothing else.
 */
export async function buildImageServiceApp(config: Config) {
  const app = createServer(config);
  await app.register(errorHandling);
  await app.register(securityHeaders, { config, scriptHashes: [] });
  await app.register(apiKeyCheck, { apiKey: config.API_KEY });
  await app.register(livenessRoutes);
  await app.register(botChallenge, { config });
  await app.register(imageRoutes, { config });
  app.setNotFoundHandler(notFound);
  return app;
}
