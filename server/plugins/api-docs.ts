import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { site } from "#content/site";
import { DOCS_PREFIX, documentApiRoutesOnly, OPENAPI_PATH } from "../http/documented-routes";

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
