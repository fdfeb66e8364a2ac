import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { connectDatabase, type DatabaseEngine } from "../server/db/connect";
import { outboxReference } from "../server/mail/outbox-worker";
import { engineEnv } from "../test-support/server/engines";
import { startSmtpServer, type TestSmtpServer } from "../test-support/server/smtp";
import { startServerProcess, type ServerProcess } from "./server-process";
import {
  API_KEY,
  buildSubmission,
  markerMaker,
  projectRequestFields,
  send,
  STUDIO_INBOX,
  SUBMISSION_KINDS,
  type Outcome,
  type Submission,
} from "./submissions";
import { verifyStoredOnce, type StoreReport } from "./verify-stored";

/** Submissions in flight at any moment of the burst. */
const CONCURRENCY = 16;
/** Uploads left hanging half-sent, so the kill always finds some half-written. */
const STALLED_UPLOADS = 2;
const MAIL_DOMAIN = "studio.example";
const WAIT_MS = 60_000;
const POLL_MS = 50;

export interface CrashReport extends StoreReport {
  engine: DatabaseEngine;
  acknowledgedBeforeKill: number;
  /** Submissions whose answer the kill cut off; each may or may not have been stored. */
  inFlightAtKill: number;
  /** Temporary upload files on disk at the moment of the kill, and after the restart. */
  halfWrittenAtKill: number;
  halfWrittenAfterRestart: number;
  /** `ok`, or what SQLite's integrity check reported; PostgreSQL: `started`. */
  integrity: string;
  /** Mails the SMTP server had accepted before the kill (it holds its answers until then). */
  mailsAcceptedBeforeKill: number;
  /** Mails the outbox was sending when it was killed: claimed, so due again after the lease. */
  mailsInFlightAtKill: number;
  mailsExpected: number;
  mailsReceived: number;
  mailsDuplicated: number;
  mailsMissing: number;
  mailsStray: number;
}

async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function partFiles(uploadsDir: string): Promise<number> {
  const entries = await readdir(join(uploadsDir, ".incoming"), { recursive: true }).catch(
    () => [] as string[],
  );
  return entries.filter((name) => name.endsWith(".part")).length;
}

/** A project request whose body stops halfway through its first file and never ends. */
function stalledUpload(baseUrl: string, submission: Submission): Promise<Outcome> {
  const boundary = `stalled-${randomBytes(8).toString("hex")}`;
  const file = submission.files[0]!;
  let head = "";
  for (const [name, value] of Object.entries(projectRequestFields(submission.marker))) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return new Promise((resolve) => {
    const upload = request(`${baseUrl}/api/project-requests/`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "x-api-key": API_KEY,
      },
    });
    upload.on("response", (response) => {
      response.resume();
      resolve({ submission, status: response.statusCode ?? null });
    });
    upload.on("error", (error) => resolve({ submission, status: null, problem: String(error) }));
    upload.write(head);
    upload.write(file.bytes.subarray(0, file.bytes.length >> 1));
  });
}

function sqliteIntegrity(dataDir: string): string {
  const sqlite = new SqliteDatabase(join(dataDir, "site.db"), { readonly: true });
  try {
    const rows = sqlite.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join("; ");
  } finally {
    sqlite.close();
  }
}

/**
 * One crash: `server/main.ts` in a child process takes a burst of every kind of submission (and
 * some uploads left half-sent) and is killed with SIGKILL once `killAfterAcks` have been
 * acknowledged, with requests in flight; then it is started again on the same data. The SMTP
 * server holds its answers during the first life, so no mail can be accepted and then resent.
 */
export async function runCrash(options: {
  engine: DatabaseEngine;
  port: number;
  killAfterAcks: number;
}): Promise<CrashReport> {
  const smtp: TestSmtpServer = await startSmtpServer();
  smtp.holdReplies(true);
  const setup = await engineEnv(options.engine);
  const dataDir = await mkdtemp(join(tmpdir(), "site-crash-"));
  const uploadsDir = join(dataDir, "uploads");
  const env = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, "no-site"),
    SMTP_URL: smtp.url,
    MAIL_FROM: `Nexora Studio <hello@${MAIL_DOMAIN}>`,
    STUDIO_INBOX,
    RATE_LIMIT_ALLOW_LIST: "127.0.0.1",
    BOT_CHALLENGE: "off",
    LOG_LEVEL: "warn",
    // A mail being sent at the kill is due again a second after the restart, not five minutes.
    OUTBOX_CLAIM_LEASE_MS: "1000",
    ...setup.env,
  };
  const database = connectDatabase({ DATA_DIR: dataDir, DATABASE_URL: setup.env.DATABASE_URL });
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(env);
    const { baseUrl } = server;
    const nextMarker = markerMaker();
    const outcomes: Outcome[] = [];
    let acknowledged = 0;
    let killed = false;
    let enoughAcknowledged!: () => void;
    const killMoment = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
    const record = (outcome: Outcome) => {
      outcomes.push(outcome);
      const { status } = outcome;
      if (status !== null && status >= 200 && status < 300) acknowledged += 1;
      if (acknowledged >= options.killAfterAcks) enoughAcknowledged();
    };

    // One submission first, so that the outbox is in the middle of sending its mail (claimed,
    // the answer held back) all through the burst and at the kill.
    record(await send(baseUrl, buildSubmission("contact", nextMarker("contact"))));
    await until("the outbox is sending a mail", async () => smtp.held > 0);
    const stalled = Array.from({ length: STALLED_UPLOADS }, () =>
      stalledUpload(baseUrl, buildSubmission("project-request", nextMarker("project-request"))),
    );
    const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let turn = 0; !killed; turn += 1) {
        const kind = SUBMISSION_KINDS[(worker + turn) % SUBMISSION_KINDS.length]!;
        const outcome = await send(baseUrl, buildSubmission(kind, nextMarker(kind)));
        record(outcome);
        if (outcome.status === null) return;
      }
    });

    await killMoment;
    await until("the stalled uploads are on disk", async () => {
      return (await partFiles(uploadsDir)) >= STALLED_UPLOADS;
    });
    await server.kill();
    killed = true;
    const acknowledgedBeforeKill = acknowledged;
    const halfWrittenAtKill = await partFiles(uploadsDir);
    await Promise.all(workers);
    outcomes.push(...(await Promise.all(stalled)));
    const inFlightAtKill = outcomes.filter((outcome) => outcome.status === null).length;
    const mailsAcceptedBeforeKill = smtp.received.length;
    const mailsInFlightAtKill = smtp.held;

    smtp.holdReplies(false);
    server = await startServerProcess(env);
    const integrity = options.engine === "sqlite" ? sqliteIntegrity(dataDir) : "started";
    const halfWrittenAfterRestart = await partFiles(uploadsDir);
    const store = await verifyStoredOnce(database.db, uploadsDir, outcomes);

    const unsent = () =>
      database.db.selectFrom("mail_outbox").select("id").where("status", "!=", "sent").execute();
    await until("the outbox has sent everything", async () => (await unsent()).length === 0).catch(
      async (error: Error) => {
        const left = await database.db
          .selectFrom("mail_outbox")
          .select(["id", "status", "attempts", "last_error", "next_attempt_at"])
          .where("status", "!=", "sent")
          .execute();
        error.message += `: ${JSON.stringify(left.slice(0, 3))}, ${left.length} unsent, ${smtp.received.length} received, ${smtp.held} held, now ${new Date().toISOString()}`;
        throw error;
      },
    );
    const rows = await database.db.selectFrom("mail_outbox").selectAll().execute();
    const expected = new Set(rows.map((row) => `<${outboxReference(row)}@${MAIL_DOMAIN}>`));
    const received = smtp.received.map((mail) => mail.headers.get("message-id") ?? "");
    const seen = new Set<string>();
    let mailsDuplicated = 0;
    for (const id of received) {
      if (seen.has(id)) mailsDuplicated += 1;
      seen.add(id);
    }
    return {
      ...store,
      engine: options.engine,
      acknowledgedBeforeKill,
      inFlightAtKill,
      halfWrittenAtKill,
      halfWrittenAfterRestart,
      integrity,
      mailsAcceptedBeforeKill,
      mailsInFlightAtKill,
      mailsExpected: expected.size,
      mailsReceived: received.length,
      mailsDuplicated,
      mailsMissing: [...expected].filter((id) => !seen.has(id)).length,
      mailsStray: [...seen].filter((id) => !expected.has(id)).length,
    };
  } catch (error) {
    if (server) (error as Error).message += `\nServer output:\n${server.output()}`;
    throw error;
  } finally {
    await server?.stop();
    await database.close();
    await smtp.close();
    await setup.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Everything wrong with a crash run beyond what `storeFailures` reports. */
export function crashFailures(report: CrashReport): string[] {
  const failures: string[] = [];
  if (report.integrity !== "ok" && report.integrity !== "started") {
    failures.push(`integrity check: ${report.integrity}`);
  }
  if (report.halfWrittenAfterRestart > 0) {
    failures.push(`${report.halfWrittenAfterRestart} half-written uploads left after restart`);
  }
  if (report.mailsAcceptedBeforeKill > 0) {
    failures.push(`${report.mailsAcceptedBeforeKill} mails accepted while SMTP was holding`);
  }
  if (report.mailsDuplicated > 0) failures.push(`${report.mailsDuplicated} mails sent twice`);
  if (report.mailsMissing > 0) failures.push(`${report.mailsMissing} mails never arrived`);
  if (report.mailsStray > 0) failures.push(`${report.mailsStray} mails no outbox row queued`);
  return failures;
}
