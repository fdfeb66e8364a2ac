import Fastify, { type FastifyReply } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import { loggerOptions } from "./logger";
import { imageRoutes } from "./modules/ai-image/routes";
import { apiKeyCheck } from "./plugins/api-key";
import { errorAnswer, errorHandling } from "./plugins/errors";
import { securityHeaders } from "./plugins/security-headers";

/**
 * The image API on its own, for a machine with a GPU beside the site: the same routes, key check,
 * error shape and CORS rules as the main server, nothing else.
 */
export async function buildImageServiceApp(config: Config) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = errorAnswer(error);
      // The option's reply type is generic over every route; this one is a plain reply.
      (reply as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling);
  await app.register(securityHeaders, { config, scriptHashes: [] });
  await app.register(apiKeyCheck, { apiKey: config.API_KEY });
  await app.register(imageRoutes, { config });
  return app;
}
