import type { AddressInfo } from "node:net";
import { join } from "node:path";
import fc from "fast-check";
import type { DatabaseEngine } from "../../server/db/connect";
import { aiCallStartedSchema } from "#contract/ai-call";
import { SESSION_COOKIE } from "../../server/modules/studio/http/studio-session";
import { COMMAND_LINE_ACTOR } from "../../server/modules/studio/audit/audit-log";
import { findOperatorByEmail } from "../../server/modules/studio/operators/operator-repository";
import { inviteOperator } from "../../server/modules/studio/operators/operator-service";
import { startSession } from "../../server/modules/studio/sessions/session-service";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { openCallSocket } from "../../test-support/server/call-socket-client";
import { engineEnv } from "../../test-support/server/engines";
import { OWN_CALL_SID, OWN_CALL_TOKEN } from "./call-socket-catalogue";
import {
  ENDPOINTS,
  TWILIO_FUZZ_SETTINGS,
  type Endpoint,
  type Probe,
  type ServerKind,
} from "./catalogue";
import { judge } from "./judge";
import { checkStoredRows, type StoredCounts } from "./stored-rows";
import { Tally } from "./tally";
import { API_KEY, FORWARDED_CLIENTS, FUZZER_ADDRESS, type FuzzRequest } from "./hostile-requests";
import { runSocket, sendRequest, type SocketProbe } from "./transport";

export interface FuzzOptions {
  /** Generated requests per endpoint. */
  runs: number;
  seed: number;
  engine?: DatabaseEngine;
  /** Only endpoints whose name contains this text. */
  only?: string;
  /** How long an answer may take before the request counts as a hang. */
  timeoutMs?: number;
  /** Progress lines, one per endpoint. */
  log?: (line: string) => void;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  tally: Tally;
  /** Broken properties: one line each, with what to run to see it again. */
  problems: string[];
  /** Rows per table on each server the run started. */
  storedCounts: Partial<Record<ServerKind, StoredCounts>>;
}

interface FuzzServer {
  testApp: TestApp;
  baseUrl: string;
  /** What the server has logged at error level, one line each; `takeErrors` empties it. */
  takeErrors: () => string[];
  drop: () => Promise<void>;
}

/** A log line as `message: error`, from pino's JSON. */
function serverError(line: string): string {
  try {
    const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return err?.message ? `${msg}: ${err.message}` : String(msg);
  } catch {
    return line;
  }
}

const SERVER_ENV: Record<ServerKind, Record<string, string>> = {
  // The fuzzer plays the proxy in front: its own address is exempt from rate limits, and the
  // X-Forwarded-For it adds gives a request one that is not.
  site: {
    RATE_LIMIT_ALLOW_LIST: FUZZER_ADDRESS,
    // Probes speak as an API client that cannot solve challenges.
    BOT_CHALLENGE: "off",
    TRUST_PROXY: FUZZER_ADDRESS,
    IMAGE_DEMO_STEP_MS: "1",
    CALL_DEMO_PACE_MS: "20",
    // Each probe of one's own call places a call; the site-wide cap is not what is fuzzed.
    CALL_DAILY_CAP: "1000000",
    CALL_DEMO_DAILY_CAP: "1000000",
  },
  twilio: {
    TWILIO_ACCOUNT_SID: TWILIO_FUZZ_SETTINGS.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO_FUZZ_SETTINGS.authToken,
    TWILIO_FROM_NUMBER: TWILIO_FUZZ_SETTINGS.fromNumber,
    // No call is placed on this server: only Twilio's requests to it are fuzzed.
    TWILIO_API_BASE_URL: "http://127.0.0.1:9",
    TWILIO_WEBHOOK_BASE_URL: TWILIO_FUZZ_SETTINGS.webhookBaseUrl,
  },
};

async function startServer(kind: ServerKind, engine: DatabaseEngine): Promise<FuzzServer> {
  const database = await engineEnv(engine);
  let errors: string[] = [];
  const testApp = await buildTestApp({
    env: { ...database.env, ...SERVER_ENV[kind], LOG_LEVEL: "error" },
    logStream: {
      write: (line: string) => errors.push(serverError(line)),
    },
  });
  await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const takeErrors = () => {
    const taken = errors;
    errors = [];
    return taken;
  };
  return { testApp, baseUrl: `http://127.0.0.1:${port}`, takeErrors, drop: database.drop };
}

function describeProbe(probe: Probe): string {
  if (probe.kind === "socket") {
    const { frames } = probe.probe;
    // A burst is told by its first frames and its length.
    const shown = frames
      .slice(0, 5)
      .map((frame) =>
        Buffer.byteLength(frame) > 200
          ? `<${Buffer.byteLength(frame)} bytes>`
          : JSON.stringify(String(frame)),
      );
    if (frames.length > shown.length) shown.push(`… ${frames.length} frames in all`);
    return `socket ${probe.probe.path.slice(0, 300)} headers ${JSON.stringify(probe.probe.headers)} frames ${shown.join(", ")}`;
  }
  const { method, path, headers, body } = probe.request;
  const shown = body
    ? `${JSON.stringify(body.subarray(0, 300).toString())} (${body.length} bytes)`
    : "none";
  return `${method} ${path.slice(0, 300)} headers ${JSON.stringify(headers).slice(0, 600)} body ${shown}`;
}

let ownCalls = 0;

/** Places a demo call in which the visitor plays the callee, and fills its id and token in. */
async function withOwnCall(server: FuzzServer, probe: SocketProbe, timeoutMs: number) {
  ownCalls += 1;
  // A new number each time (the per-number limit holds for every caller), never one ending in
  // the demo's 0001 to 0003, which give a busy line, no answer or a failure.
  const number = `9198${String(ownCalls).padStart(7, "0")}7`;
  const placed = await sendRequest(
    server.baseUrl,
    {
      method: "POST",
      path: "/api/ai-call-dialer/call",
      headers: { "x-api-key": API_KEY, "content-type": "application/json" },
      body: Buffer.from(
        JSON.stringify({
          to_number: number,
          message: "Ask about the project",
          play_callee: "true",
        }),
      ),
    },
    timeoutMs,
  );
  if (placed.kind !== "answer" || placed.answer.status !== 200) {
    throw new Error(`Placing a call for the socket failed: ${JSON.stringify(placed)}`);
  }
  const { call_sid: sid, watch_token: token } = aiCallStartedSchema.parse(
    JSON.parse(placed.answer.body),
  );
  // The lines reach the conversation only once the simulated callee has answered.
  const watcher = await openCallSocket(server.baseUrl, API_KEY);
  watcher.send({ type: "watch", call_sid: sid, token });
  await watcher.waitFor((event) => "status" in event && event.status === "in-progress", timeoutMs);
  await watcher.close();
  const fill = (frame: string | Buffer) =>
    typeof frame === "string"
      ? frame.replaceAll(OWN_CALL_SID, sid).replaceAll(OWN_CALL_TOKEN, token)
      : frame;
  return { ...probe, frames: probe.frames.map(fill) };
}

/** Stores a call in progress with this reference, as a call Twilio has connected would be. */
async function storeLiveCall(server: FuzzServer, callRef: string): Promise<void> {
  await server.testApp.database.db
    .insertInto("ai_calls")
    .values({
      call_ref: callRef,
      call_sid: `CA${callRef.replaceAll("-", "")}`,
      to_number: "+919876543210",
      instruction: "Ask about the project",
      opening_text: "Hello, this is the studio's assistant.",
      status: "in-progress",
      provider: "twilio",
      watch_token_hash: "not-watched",
      ip: FUZZER_ADDRESS,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const FUZZ_OPERATOR = { name: "Fuzzer", email: "fuzzer@studio.example" };

/** The request with a fresh console session of the fuzzer's operator and the site's Origin. */
async function asOperator(server: FuzzServer, request: FuzzRequest): Promise<FuzzRequest> {
  const { database, config } = server.testApp;
  // A probe may remove operators, this one among them, or end its sessions: each gets its own.
  let operator = await findOperatorByEmail(database.db, FUZZ_OPERATOR.email);
  if (!operator) {
    await inviteOperator(database.db, config, FUZZ_OPERATOR, COMMAND_LINE_ACTOR);
    operator = await findOperatorByEmail(database.db, FUZZ_OPERATOR.email);
  }
  const token = await startSession(database.db, operator!.id, FUZZER_ADDRESS);
  const origin = new URL(config.PUBLIC_SITE_URL).origin;
  return {
    ...request,
    headers: { ...request.headers, cookie: `${SESSION_COOKIE}=${token}`, origin },
  };
}

async function fuzzEndpoint(
  endpoint: Endpoint,
  server: FuzzServer,
  options: Required<Pick<FuzzOptions, "runs" | "seed" | "timeoutMs" | "engine">>,
  tally: Tally,
): Promise<string | null> {
  let problem = "";
  const details = await fc.check(
    fc.asyncProperty(endpoint.probes, async (probe) => {
      if (probe.kind === "socket" && probe.liveCallRef) {
        await storeLiveCall(server, probe.liveCallRef);
      }
      const outcome =
        probe.kind === "http"
          ? await sendRequest(
              server.baseUrl,
              probe.asOperator ? await asOperator(server, probe.request) : probe.request,
              options.timeoutMs,
            )
          : await runSocket(
              server.baseUrl,
              probe.ownCall
                ? await withOwnCall(server, probe.probe, options.timeoutMs)
                : probe.probe,
              options.timeoutMs,
            );
      const judgement = judge(probe, outcome, endpoint.errorShape, server.takeErrors());
      tally.add(endpoint.name, judgement.verdict);
      if (judgement.problem) problem = `${judgement.problem}\n  request: ${describeProbe(probe)}`;
      return judgement.problem === undefined;
    }),
    // The first failure is reported as generated: shrinking would resend large bodies many times.
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  if (!details.failed) return null;
  const replay = `npm run fuzz -- --seed ${options.seed} --runs ${options.runs} --engine ${options.engine} --only "${endpoint.name}"`;
  const cause = details.errorInstance ? `\n  thrown: ${String(details.errorInstance)}` : "";
  return `${endpoint.name}: ${problem}${cause}\n  seed ${details.seed}, path "${details.counterexamplePath}"; replay: ${replay}`;
}

/**
 * Runs every endpoint of the catalogue against real listening servers (the site in demo mode and
 * one with Twilio's webhooks), then checks that both still answer and that nothing invalid was
 * stored. The bounded test and `npm run fuzz` both run this.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const engine = options.engine ?? "sqlite";
  const settings = {
    runs: options.runs,
    seed: options.seed,
    timeoutMs: options.timeoutMs ?? 10_000,
    engine,
  };
  const log = options.log ?? (() => undefined);
  const endpoints = ENDPOINTS.filter(
    (endpoint) => !options.only || endpoint.name.includes(options.only),
  );
  const servers: Partial<Record<ServerKind, FuzzServer>> = {};
  const tally = new Tally();
  const problems: string[] = [];
  const storedCounts: FuzzReport["storedCounts"] = {};
  try {
    for (const kind of ["site", "twilio"] as const) {
      if (endpoints.some((endpoint) => endpoint.server === kind)) {
        servers[kind] = await startServer(kind, engine);
      }
    }
    for (const endpoint of endpoints) {
      const started = Date.now();
      const problem = await fuzzEndpoint(endpoint, servers[endpoint.server]!, settings, tally);
      if (problem) problems.push(problem);
      log(
        `${endpoint.name}: ${tally.requests(endpoint.name)} requests in ${Date.now() - started} ms`,
      );
    }
    for (const [kind, server] of Object.entries(servers) as [ServerKind, FuzzServer][]) {
      const health = await sendRequest(
        server.baseUrl,
        { method: "GET", path: "/healthz", headers: {} },
        settings.timeoutMs,
      );
      if (health.kind !== "answer" || health.answer.status !== 200) {
        problems.push(`${kind} server: /healthz no longer answers 200 (${JSON.stringify(health)})`);
      }
      const lateErrors = server.takeErrors();
      if (lateErrors.length > 0) {
        problems.push(`${kind} server logged after its last probe: ${lateErrors.join("; ")}`);
      }
      const stored = await checkStoredRows(
        server.testApp.database.db,
        join(server.testApp.config.DATA_DIR, "uploads"),
        [FUZZER_ADDRESS, ...FORWARDED_CLIENTS],
      ).catch((error: unknown) => ({
        counts: {},
        problems: [`reading the tables failed: ${String(error)}`],
      }));
      storedCounts[kind] = stored.counts;
      problems.push(...stored.problems.map((problem) => `${kind} server, stored: ${problem}`));
    }
  } finally {
    for (const server of Object.values(servers)) {
      await server.testApp.close();
      await server.drop();
    }
  }
  return { seed: options.seed, runs: options.runs, tally, problems, storedCounts };
}
