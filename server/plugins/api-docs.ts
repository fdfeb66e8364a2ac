import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { site } from "#content/site";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** Only the JSON API is documented: pages, probes and the docs themselves are not part of it. */
const documentApiRoutesOnly: SwaggerTransform = (input) => {
  const { url } = input;
  const isApi = url.startsWith("/api/") && url !== OPENAPI_PATH && !url.startsWith(DOCS_PREFIX);
  if (!isApi) return { schema: { hide: true }, url };
  return jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
};

/**
 * Documents a route's body and the content types it takes: a multipart body, read by hand rather
 * than validated before the handler, has no body schema of its own, and a form route that takes
 * several types would otherwise be described as taking JSON only.
 */
export function documentedBody(body: ZodType, consumes: string[]): SwaggerTransform {
  return (input) =>
    documentApiRoutesOnly({
      ...input,
      schema: { ...input.schema, body, consumes },
    } as typeof input);
}

/**
 * OpenAPI at /api/openapi.json, generated from the routes' zod schemas, and Swagger UI at
 * /api/docs served from the npm package. Both are public (see the API key check): they describe
 * the API and hold no data. Register before any route so every later route is listed.
 */
export const apiDocs = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: `${site.name} API`,
          description:
            "JSON API of the studio site. Every /api call needs the X-API-Key header; errors answer `{ detail }`.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-API-Key" } },
        },
        security: [{ apiKey: [] }],
      },
      transform: documentApiRoutesOnly,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No badge fetched from validator.swagger.io: the site's CSP allows its own origin only.
      uiConfig: { validatorUrl: null },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "api-docs" },
);
