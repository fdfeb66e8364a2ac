import type { SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** Only the JSON API is documented: pages, probes and the docs themselves are not part of it. */
export const documentApiRoutesOnly: SwaggerTransform = (input) => {
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
