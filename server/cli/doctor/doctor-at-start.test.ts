import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { TEST_INDEX_HTML } from "../../../test-support/server/app";
import { startServerProcess, type ServerProcess } from "../../../test-support/server/instances";
import { doctorAtStart } from "./doctor";

const WARN_LEVEL = 40;
let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("is on unless asked otherwise, except in tests", () => {
  expect(doctorAtStart({ NODE_ENV: "production", DOCTOR_AT_START: undefined })).toBe(true);
  expect(doctorAtStart({ NODE_ENV: "development", DOCTOR_AT_START: undefined })).toBe(true);
  expect(doctorAtStart({ NODE_ENV: "test", DOCTOR_AT_START: undefined })).toBe(false);
  expect(doctorAtStart({ NODE_ENV: "production", DOCTOR_AT_START: false })).toBe(false);
  expect(doctorAtStart({ NODE_ENV: "test", DOCTOR_AT_START: true })).toBe(true);
});

it("logs a part that fails, with its fix, once the server serves", async () => {
  dataDir = await mkdtemp(join(tmpdir(), "site-doctor-start-"));
  await writeFile(join(dataDir, "index.html"), TEST_INDEX_HTML);
  server = await startServerProcess("doctor at start", 0, {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    DOCTOR_AT_START: "true",
    // A port nothing listens on: the mail server is unreachable.
    SMTP_URL: "smtp://127.0.0.1:1",
  });
  const { log } = server;
  const isFinding = (line: (typeof log)[number]) => line.msg.startsWith("Doctor: smtp failed");
  await expect.poll(() => log.some(isFinding), { timeout: 30_000 }).toBe(true);
  const finding = log.find(isFinding);
  expect(finding).toMatchObject({ level: WARN_LEVEL, part: "smtp", status: "failed" });
  expect(String(finding?.fix)).toContain("SMTP_URL");
  const serving = log.findIndex((line) => line.msg.startsWith("Serving the site at"));
  expect(serving).toBeGreaterThanOrEqual(0);
  expect(serving).toBeLessThan(log.findIndex(isFinding));
  // Parts that work or are left to the demo stay out of the warnings.
  expect(log.filter((line) => line.msg.startsWith("Doctor:")).map((line) => line.part)).toEqual([
    "smtp",
  ]);
  // A server process may take up to its 90 s readiness wait to start on a busy machine, then the
  // doctor's 30 s: the default 20 s of a test failed whenever the start alone took longer.
}, 120_000);
