import { request } from "node:http";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "#contract/errors";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { API_KEY, TINY_PDF } from "../../test-support/server/api";
import { countRows } from "../../test-support/server/rows";

const BOUNDARY = "form-boundary-42";
// The bodies here are written out as text, byte for byte.
const PDF = TINY_PDF.toString("latin1");

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Sends exactly these bytes over a real connection, as a hostile or broken client would, and
 * settles once the answer has arrived and the server has taken the whole body.
 */
function post(port: number, path: string, contentType: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "x-api-key": API_KEY, "content-type": contentType },
    });
    const sent = new Promise((done) => outgoing.on("finish", done));
    outgoing.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        const answer = { status: response.statusCode ?? 0, body: JSON.parse(text) as unknown };
        void sent.then(() => resolve(answer));
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function part(headers: string, content: string): string {
  return `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
}

/** A part with `headers` carrying a PDF padded to 4 MiB, more than one read of the body. */
const largePart = (headers: string) => part(headers, PDF + "x".repeat(4 * 1024 * 1024));
const PDF_FILE_HEADERS =
  'Content-Disposition: form-data; name="files"; filename="brief.pdf"\r\nContent-Type: application/pdf';

const field = (name: string, value: string) =>
  part(`Content-Disposition: form-data; name="${name}"`, value);

const requestFields = [
  field("customer_type", "startup"),
  field("project_title", "A shop for plants"),
  field("name", "Ada Lovelace"),
  field("email", "ada@example.com"),
  field("details", "We need a shop and an app."),
].join("");
const closing = `--${BOUNDARY}--\r\n`;
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

describe("malformed multipart bodies", () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMIT_ALLOW_LIST: "127.0.0.1" } });
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    port = (testApp.app.server.address() as { port: number }).port;
  });
  afterAll(() => testApp.close());

  async function expectRefused(answer: Promise<Answer>, detail: string) {
    const { status, body } = await answer;
    expect({ status, body: errorBodySchema.parse(body) }).toEqual({
      status: 400,
      body: { detail },
    });
  }

  async function nothingStored() {
    const { db } = testApp.database;
    expect(await countRows(db, "contact_messages")).toBe(0);
    expect(await countRows(db, "project_requests")).toBe(0);
    const uploads = join(testApp.config.DATA_DIR, "uploads");
    // Folders may stay; no file, temporary or stored, may.
    const left = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  }

  /** Posts `body` as a project request: refused with `detail`, and nothing of it stored. */
  async function expectRequestRefused(body: string, detail: string) {
    await expectRefused(post(port, "/api/project-requests/", multipart, body), detail);
    await nothingStored();
  }

  describe.each(["/api/contact/", "/api/project-requests/"])("sent to %s", (path) => {
    it("answers 400 when the Content-Type names no boundary", async () => {
      await expectRefused(
        post(port, path, "multipart/form-data", `${requestFields}${closing}`),
        "The multipart body has no boundary in its Content-Type",
      );
    });

    it("answers 400 when the body stops before its closing boundary", async () => {
      await expectRefused(
        post(port, path, multipart, `${field("name", "Ada")}--${BOUNDARY}\r\nContent-Disp`),
        "The multipart body ends before its closing boundary",
      );
    });

    it("answers 400 to a boundary longer than any parser takes", async () => {
      const long = "b".repeat(300);
      await expectRefused(
        post(port, path, `multipart/form-data; boundary=${long}`, `--${long}--\r\n`),
        "The multipart boundary is too long",
      );
    });
  });

  it("answers 400 when a project request's file stops in the middle", async () => {
    const cut = `${requestFields}--${BOUNDARY}\r\n${PDF_FILE_HEADERS}\r\n\r\n${PDF}`;
    await expectRequestRefused(cut, "The multipart body ends before its closing boundary");
  });

  it("answers 400 to a project request's file part without a file name, even a large one", async () => {
    // Without a file name, the parser takes a part of this type for a file all the same.
    const nameless = largePart(
      'Content-Disposition: form-data; name="files"\r\nContent-Type: application/octet-stream',
    );
    for (const body of [
      `${requestFields}${nameless}${closing}`,
      `${nameless}${requestFields}${closing}`,
    ]) {
      await expectRequestRefused(body, "Every attached file needs a file name");
    }
  });

  it("answers 400 to a file in another field while the rest of a large body is still coming", async () => {
    const misplaced = largePart(PDF_FILE_HEADERS.replace('name="files"', 'name="attachment"'));
    await expectRequestRefused(
      `${misplaced}${requestFields}${closing}`,
      'Attach files in the "files" field, not "attachment"',
    );
  });

  it("answers 413 to a file sent with a contact message, reading the body to its end", async () => {
    const file = largePart(PDF_FILE_HEADERS);
    const { status, body } = await post(port, "/api/contact/", multipart, `${file}${closing}`);
    expect({ status, body }).toEqual({ status: 413, body: { detail: "Too many files attached" } });
  });

  it("still takes a well-formed request on the same server afterwards", async () => {
    const file = part(PDF_FILE_HEADERS, PDF);
    const answer = await post(
      port,
      "/api/project-requests/",
      multipart,
      `${requestFields}${file}${closing}`,
    );
    expect(answer.status).toBe(201);
  });
});
