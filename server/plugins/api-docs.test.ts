import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { projectRequestSchema } from "#contract/project-requests";

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content: Record<
            string,
            { schema: { properties: Record<string, unknown>; required?: string[] } }
          >;
        };
        security?: unknown;
      }
    >
  >;
  components: { securitySchemes: Record<string, unknown> };
}

describe("API documentation", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // A route added after the app is built, as later features do, is documented too.
    testApp.app.get(
      "/api/test-later",
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => testApp.close());

  const openapi = async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApiDocument>();
  };

  it("serves OpenAPI 3.1 without the API key, generated from the contract", async () => {
    const document = await openapi();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/newsletter/subscribe",
        "/api/contact/",
        "/api/project-requests/",
        "/api/test-later",
      ]),
    );
    expect(document.components.securitySchemes).toEqual({
      apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
    });

    // The one API path open without the key says so, overriding the document-wide requirement.
    expect(document.paths["/api/health"]?.get?.security).toEqual([]);

    const subscribe = document.paths["/api/newsletter/subscribe"]?.post;
    expect(subscribe?.requestBody?.content["application/json"]?.schema.required).toEqual(["email"]);

    const request = document.paths["/api/project-requests/"]?.post;
    const multipart = request?.requestBody?.content["multipart/form-data"]?.schema;
    expect(Object.keys(multipart?.properties ?? {})).toEqual([
      ...Object.keys(projectRequestSchema.shape),
      "files",
    ]);
    expect(multipart?.properties.customer_type).toMatchObject({
      enum: expect.arrayContaining(["individual", "student", "educational"]),
    });

    const contact = document.paths["/api/contact/"]?.post;
    expect(Object.keys(contact?.requestBody?.content ?? {})).toEqual([
      "multipart/form-data",
      "application/x-www-form-urlencoded",
      "application/json",
    ]);
  });

  it("leaves pages, probes and the documentation itself out of the API description", async () => {
    const paths = Object.keys((await openapi()).paths);
    expect(paths.every((path) => path.startsWith("/api/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/api/docs") || path === "/api/openapi.json")).toBe(
      false,
    );
  });

  it("serves Swagger UI from the package, without the API key", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("swagger-ui-bundle.js");
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const bundle = await testApp.app.inject({
      method: "GET",
      url: "/api/docs/static/swagger-ui-bundle.js",
    });
    expect(bundle.statusCode).toBe(200);
    const initializer = await testApp.app.inject({
      method: "GET",
      url: "/api/docs/static/swagger-initializer.js",
    });
    expect(initializer.body).toContain("validatorUrl");
  });
});
