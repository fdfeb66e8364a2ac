import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "#contract/errors";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { API_KEY } from "../../test-support/server/api";
import { MAX_FORM_FIELDS } from "./forms";
import { JSON_TOO_DEEP_DETAIL, jsonNestedDeeperThan, MAX_JSON_DEPTH } from "./json-body";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("jsonNestedDeeperThan", () => {
  it("counts arrays and objects inside each other", () => {
    expect(jsonNestedDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestedDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestedDeeperThan('[1],[2],[3],{"a":1}', 1)).toBe(false);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    expect(jsonNestedDeeperThan(`{"prompt":"[[[[{{{{"}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(`{"prompt":"a \\" [[[[ \\\\"}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(`{"prompt":"\\\\", "b":[[1]]}`, 2)).toBe(true);
  });
});

describe("request bodies shaped to stall the server", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    testApp.app.post("/api/test-echo", async (request) => ({ body: request.body }));
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: string, contentType = "application/json") =>
    testApp.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "x-api-key": API_KEY, "content-type": contentType },
    });

  it("refuses JSON nested deeper than the contract needs before parsing it", async () => {
    // Under the body limit, so only the depth check stands between it and JSON.parse.
    for (const url of ["/api/ai-image/generate", "/api/ai-call-dialer/hangup", "/api/test-echo"]) {
      const response = await post(url, nested(20_000));
      expect(response.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(response.json()).detail).toBe(JSON_TOO_DEEP_DETAIL);
    }
  });

  it("refuses a megabyte of JSON by its size, before reading it all", async () => {
    const response = await post("/api/ai-image/generate", nested(512 * 1024));
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).detail).toBe("Request body is too large");
  });

  it("still parses JSON as deep as allowed, and refuses what Fastify refuses", async () => {
    const deepest = JSON.parse(nested(MAX_JSON_DEPTH)) as unknown;
    const accepted = await post("/api/test-echo", nested(MAX_JSON_DEPTH));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ body: deepest });

    const poisoned = await post("/api/test-echo", '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    const empty = await post("/api/test-echo", "");
    expect(empty.statusCode).toBe(400);
    const broken = await post("/api/test-echo", '{"a":');
    expect(broken.statusCode).toBe(400);
  });

  it("refuses a form with more fields than any real one, before splitting it", async () => {
    const fields = (count: number) =>
      Array.from({ length: count }, (_, index) => `f${index}=x`).join("&");
    const form = "application/x-www-form-urlencoded";
    const tooMany = await post("/api/ai-call-dialer/hangup", fields(MAX_FORM_FIELDS + 1), form);
    expect(tooMany.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooMany.json()).detail).toBe("Too many form fields");

    // As many as allowed reach the route, which refuses them for what they say.
    const allowed = await post("/api/ai-call-dialer/hangup", fields(MAX_FORM_FIELDS), form);
    expect(allowed.statusCode).toBe(400);
  });
});
