import { connect, type AddressInfo } from "node:net";
import multipart from "@fastify/multipart";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBodySchema } from "#contract/errors";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { Refusal } from "../refusal";
import { API_KEY } from "../../test-support/server/api";

const BODY_LIMIT = 1024;
const signupSchema = z.object({ name: z.string().min(1), email: z.email() });

describe("error answers", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
    const { app } = testApp;
    app.post("/api/test-echo", { schema: { body: signupSchema } }, async (request) => request.body);
    app.get("/api/test-manual-parse", async (request) => signupSchema.parse(request.query));
    app.get("/api/test-throw", async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    app.get("/api/test-conflict", async () => {
      throw new Refusal("conflict", "That e-mail is already subscribed");
    });
    app.get("/api/test-unavailable", async () => {
      throw new Refusal("unavailable", "The mail service is down; please try again later");
    });
    app.get(
      "/api/test-limited",
      { config: { rateLimit: { max: 1, timeWindow: "1 minute" } } },
      async () => ({ ok: true }),
    );
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: 16, files: 1 } });
      scope.post("/api/test-upload", async (request) => {
        const sizes: number[] = [];
        for await (const part of request.files()) sizes.push((await part.toBuffer()).length);
        return { sizes };
      });
    });
    // Some refusals come from Node's HTTP parser, which only a real connection reaches.
    await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: string, contentType = "application/json") =>
    testApp.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "x-api-key": API_KEY, "content-type": contentType },
    });
  const get = (url: string) =>
    testApp.app.inject({ method: "GET", url, headers: { "x-api-key": API_KEY } });

  /** Every error answer must have the contract's shape. */
  function errorBody(response: { json(): unknown }) {
    return errorBodySchema.parse(response.json());
  }

  it("passes a valid body through to the route", async () => {
    const response = await post(
      "/api/test-echo",
      JSON.stringify({ name: "Ada", email: "ada@example.com" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "Ada", email: "ada@example.com" });
  });

  it("answers 400 with one entry per invalid field for a schema failure", async () => {
    const response = await post("/api/test-echo", JSON.stringify({ name: "", email: "nope" }));
    expect(response.statusCode).toBe(400);
    const body = errorBody(response);
    expect(body.errors?.map((error) => error.field)).toEqual(["name", "email"]);
    expect(body.errors?.every((error) => error.message.length > 0)).toBe(true);
    expect(body.detail).toMatch(/^name: .+; email: .+$/);
  });

  it("names the body itself when it is missing altogether", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test-echo",
      headers: { "x-api-key": API_KEY },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors?.[0]?.field).toBe("body");
  });

  it("answers 400 for a contract schema parsed by hand", async () => {
    const response = await get("/api/test-manual-parse?name=Ada&email=not-an-address");
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: "email", message: expect.any(String) }]);
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await post("/api/test-echo", '{"name": "Ada",');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).detail).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  });

  it("answers 413 for a JSON body over BODY_LIMIT_BYTES", async () => {
    const payload = JSON.stringify({ name: "A".repeat(BODY_LIMIT), email: "ada@example.com" });
    const response = await post("/api/test-echo", payload);
    expect(response.statusCode).toBe(413);
    expect(errorBody(response)).toEqual({ detail: "Request body is too large" });
  });

  it("answers 415 for a content type no parser accepts", async () => {
    const response = await post("/api/test-echo", "name=Ada", "text/csv");
    expect(response.statusCode).toBe(415);
    expect(errorBody(response).detail).toMatch(/Unsupported Media Type/);
  });

  it("answers 413 with a readable detail when an upload breaks a multipart limit", async () => {
    const form = new FormData();
    form.append("files", new Blob(["x".repeat(64)]), "brief.pdf");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/test-upload",
      payload: form,
      headers: { "x-api-key": API_KEY },
    });
    expect(response.statusCode).toBe(413);
    expect(errorBody(response)).toEqual({ detail: "An attached file is too large" });
  });

  it("keeps the status and message of a deliberate 4xx error", async () => {
    const response = await get("/api/test-conflict");
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toEqual({ detail: "That e-mail is already subscribed" });
  });

  it("keeps the detail of a deliberate 5xx answer", async () => {
    const response = await get("/api/test-unavailable");
    expect(response.statusCode).toBe(503);
    expect(errorBody(response)).toEqual({
      detail: "The mail service is down; please try again later",
    });
  });

  it("answers 429 once a route's rate limit is used up", async () => {
    expect((await get("/api/test-limited")).statusCode).toBe(200);
    const limited = await get("/api/test-limited");
    expect(limited.statusCode).toBe(429);
    expect(errorBody(limited).detail).toMatch(/^Rate limit exceeded, retry in /);
  });

  it("answers 400 { detail } to a URL with a malformed percent-encoding", async () => {
    const response = await get("/api/reviews%zz");
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      detail: "'/api/reviews%zz' is not a valid url component",
    });
  });

  it.each([
    [
      "headers over Node's size limit",
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ["a malformed request line", "GET /api/health HTTP/9.9 junk\r\n\r\n", 400],
  ])(
    "answers { detail } over the network to a request Node's parser refuses: %s",
    async (_case, raw, status) => {
      const { port } = testApp.app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.end(raw));
        const chunks: Buffer[] = [];
        socket.on("data", (chunk) => chunks.push(chunk));
        socket.on("close", () => resolve(Buffer.concat(chunks).toString()));
        socket.on("error", reject);
      });
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/content-type: application\/json/i);
      expect(errorBodySchema.parse(JSON.parse(body)).detail).not.toBe("");
    },
  );

  it("hides an unexpected error behind a generic 500", async () => {
    const response = await get("/api/test-throw");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: "Internal server error" });
    expect(response.body).not.toMatch(/secret|stack|at /);
  });
});
