import { request as httpRequest } from "node:http";
import { SCRIPTED_CALLEE_LINES } from "../server/providers/telephony/simulated-telephony";
import type { CallEvent } from "#contract/ai-call";
import { MIGRATION_NAMES } from "../server/db/migrate";
import { CONTACT_RATE_LIMIT } from "../server/modules/contact/routes";
import { openCallSocket, type CallSocketClient } from "../test-support/server/call-socket-client";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../test-support/server/fake-chat-completions";
import { startFakeTwilio, type FakeTwilio } from "../test-support/server/fake-twilio";
import { markNumbersVerified } from "../test-support/server/verified-numbers";
import { problems, startCluster, type Cluster } from "../test-support/server/instances";

/**
 * The checks of several instances behind one address, shared by the bounded test and
 * `npm run reliability:instances`: each runs against a started cluster and returns figures.
 */

const KEY = "studio-site-public-key";

/** Settings every instance of the scenario runs with; the figures below are checked against them. */
export const SCENARIO_LIMITS = {
  IMAGE_DAILY_LIMIT: 5,
  CALL_DAILY_CAP: 4,
} as const;
/** Exempt from the per-address limits, as a monitor would be: no visitor may claim it. */
const SCENARIO_ALLOW_LISTED = "198.51.100.250";
const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "instances-auth-token-0123456789";

/** Shared by the instances, as in production, so each recognises the numbers verified. */
const SIGNING_SECRET = "several-instances-signing-secret-0123456789";
/** Every number the scenario calls. */
const SCENARIO_NUMBERS = [
  ...Array.from({ length: 20 }, (_, n) => `+9198765${String(40000 + n).padStart(5, "0")}`),
  "+919876543296",
  "+919876543297",
  "+919876543298",
  "+919876543299",
];

/** The cluster with Twilio and the LLM played by local stand-ins, so calls run in real mode. */
export interface Scenario {
  cluster: Cluster;
  twilio: FakeTwilio;
  llm: FakeChatCompletions;
  close(): Promise<void>;
}

/** Starts the stand-ins, then the cluster on `ports` (the balancer's first). */
export async function startScenario(ports: number[]): Promise<Scenario> {
  const twilio = await startFakeTwilio(ACCOUNT_SID, AUTH_TOKEN);
  const llm = await startFakeChatCompletions();
  const closeStandIns = () => Promise.all([twilio.close(), llm.close()]);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      ports,
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM_NUMBER: "+14155550100",
        TWILIO_API_BASE_URL: twilio.url,
        // Every speech turn is a webhook of its own, free to reach either instance.
        TWILIO_CONVERSATION_MODE: "gather",
        LLM_BASE_URL: llm.url,
        LLM_TIMEOUT_MS: "3000",
        IMAGE_DAILY_LIMIT: String(SCENARIO_LIMITS.IMAGE_DAILY_LIMIT),
        CALL_DAILY_CAP: String(SCENARIO_LIMITS.CALL_DAILY_CAP),
        RATE_LIMIT_ALLOW_LIST: SCENARIO_ALLOW_LISTED,
        BOT_CHALLENGE: "off",
        SIGNING_SECRET,
      },
    });
    // The people called agreed: real calls go only to verified numbers.
    await markNumbersVerified(cluster.database.db, SIGNING_SECRET, SCENARIO_NUMBERS);
  } catch (error) {
    await closeStandIns();
    throw error;
  }
  return {
    cluster,
    twilio,
    llm,
    close: async () => {
      await cluster.close();
      await closeStandIns();
    },
  };
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * A JSON request sent from `client`, an address of 127.0.0.0/8 (all of which is local on Linux), so
 * that the balancer sees each simulated visitor at an address of its own, as it would real ones.
 */
function sendJson(
  method: "POST" | "PATCH",
  url: string,
  body: object,
  client: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        localAddress: client,
        agent: false,
        signal,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-api-key": KEY,
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** A JSON POST from `client` (see sendJson). */
export const post = (
  url: string,
  body: object,
  client: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) => sendJson("POST", url, body, client, headers, signal);

/** A JSON PATCH from `client` (see sendJson). */
export const patch = (url: string, body: object, client: string, headers: Record<string, string>) =>
  sendJson("PATCH", url, body, client, headers);

/** A GET with the site's public key, as the page's own requests carry it. */
export function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false, headers: { "x-api-key": KEY } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** An address of its own for the n-th client of a check; never the balancer's 127.0.0.1. */
export const client = (check: number, n: number) => `127.${check}.${(n >> 8) & 255}.${n & 255}`;

export interface MigrationFigures {
  /** Rows in Kysely's migration table, and how many distinct names. */
  recorded: number;
  distinct: number;
  expected: number;
  /** Migrations each instance says it applied; together they must be each migration once. */
  appliedPerInstance: number[];
  /** Log lines at error level (or on stderr) across the instances at start-up. */
  problems: number;
}

export async function checkMigrations(cluster: Cluster): Promise<MigrationFigures> {
  const rows = await cluster.database.db
    .selectFrom("kysely_migration" as never)
    .select("name" as never)
    .execute();
  const names = rows.map((row) => (row as { name: string }).name);
  const appliedPerInstance = cluster.instances.map((instance) => {
    const line = instance.log.find((entry) => entry.msg === "Database schema is up to date");
    return Array.isArray(line?.applied) ? line.applied.length : -1;
  });
  return {
    recorded: names.length,
    distinct: new Set(names).size,
    expected: MIGRATION_NAMES.length,
    appliedPerInstance,
    problems: cluster.instances.reduce((sum, instance) => sum + problems(instance).length, 0),
  };
}

export interface SubmissionFigures {
  sent: number;
  accepted: number;
  stored: number;
  /** Submissions the balancer passed to each instance. */
  perInstance: number[];
}

/** Contact messages through the balancer, each from its own address. */
export async function submitContactMessages(cluster: Cluster, count: number) {
  const hitsBefore = [...cluster.proxy.hits];
  const answers = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      postContact(
        cluster,
        [
          `Visitor ${n}`,
          `visitor-${n}`,
          `Several instances ${n}`,
          `Message number ${n} through the load balancer.`,
        ],
        client(1, n),
      ),
    ),
  );
  const { stored } = await cluster.database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string>().as("stored"))
    .where("subject", "like", "Several instances %")
    .executeTakeFirstOrThrow();
  return {
    sent: count,
    accepted: answers.filter((answer) => answer.status === 201).length,
    stored: Number(stored),
    perInstance: cluster.proxy.hits.map((hits, index) => hits - (hitsBefore[index] ?? 0)),
  } satisfies SubmissionFigures;
}

export interface LimitFigures {
  sent: number;
  accepted: number;
  refused: number;
  /** What one shared limit allows; each instance counting alone would allow more. */
  expectedAccepted: number;
  /** Any answer other than acceptance or the limit's 429. */
  other: number;
}

/** One address sends contact messages as fast as it can, through the balancer. */
export function probeContactRateLimit(cluster: Cluster, attempts: number): Promise<LimitFigures> {
  const message = "One of many messages from one address.";
  const send = (n: number) =>
    postContact(cluster, ["Hasty visitor", "hasty", `Rate limit ${n}`, message], client(2, 1));
  return burst(attempts, send, 201, CONTACT_RATE_LIMIT.max);
}

/**
 * One client sends contact messages through the balancer as fast as it can, each claiming in
 * X-Forwarded-For another address or the allow-listed one. The balancer appends the address it
 * saw, and only that one may count: exactly the limit is accepted.
 */
export function probeForgedAddresses(cluster: Cluster, attempts: number): Promise<LimitFigures> {
  const message = "One of many messages, each claiming another address.";
  const send = (n: number) => {
    const claimed = n % 2 === 0 ? SCENARIO_ALLOW_LISTED : `203.0.113.${(n % 250) + 1}`;
    const fields: ContactFields = ["Forging visitor", "forger", `Forged address ${n}`, message];
    return postContact(cluster, fields, client(7, 1), { "x-forwarded-for": claimed });
  };
  return burst(attempts, send, 201, CONTACT_RATE_LIMIT.max);
}

/** A contact message's sender name, mailbox at example.com, subject and text. */
type ContactFields = [string, string, string, string];

/** A contact message through the balancer. */
function postContact(
  cluster: Cluster,
  [name, mailbox, subject, message]: ContactFields,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const fields = { name, email: `${mailbox}@example.com`, subject, message };
  return post(`${cluster.proxy.url}/api/contact/`, fields, from, headers);
}

/** `attempts` requests at once, `send(n)` the n-th, tallied against what one shared limit allows. */
async function burst(
  attempts: number,
  send: (n: number) => Promise<Answer>,
  success: number,
  expectedAccepted: number,
): Promise<LimitFigures> {
  const answers = await Promise.all(Array.from({ length: attempts }, (_, n) => send(n)));
  const statuses = answers.map((answer) => answer.status);
  const accepted = statuses.filter((status) => status === success).length;
  const refused = statuses.filter((status) => status === 429).length;
  return {
    sent: statuses.length,
    accepted,
    refused,
    expectedAccepted,
    other: statuses.length - accepted - refused,
  };
}

/** Image generations from distinct addresses, all at once, against the site's daily limit. */
export function probeImageDailyLimit(cluster: Cluster, attempts: number): Promise<LimitFigures> {
  const send = (n: number) =>
    post(
      `${cluster.proxy.url}/api/ai-image/generate`,
      {
        prompt: `a lighthouse, picture ${n}`,
        width: 256,
        height: 256,
        num_inference_steps: 10,
        guidance_scale: 7.5,
        model: "stabilityai/stable-diffusion-3.5-large",
      },
      client(3, n),
    );
  return burst(attempts, send, 200, SCENARIO_LIMITS.IMAGE_DAILY_LIMIT);
}

/** Calls to distinct numbers from distinct addresses, all at once, against the daily cap. */
export function probeCallDailyCap(
  cluster: Cluster,
  attempts: number,
  alreadyPlaced: number,
): Promise<LimitFigures> {
  const send = (n: number) =>
    post(
      `${cluster.proxy.url}/api/ai-call-dialer/call`,
      { to_number: `9198765${String(40000 + n).padStart(5, "0")}`, message: "Cap check" },
      client(4, n),
    );
  const expected = Math.max(SCENARIO_LIMITS.CALL_DAILY_CAP - alreadyPlaced, 0);
  return burst(attempts, send, 200, expected);
}

export interface CallFigures {
  /** Twilio webhooks the balancer passed to each instance during the call. */
  webhooksPerInstance: number[];
  /** Webhooks answered with anything but success. */
  webhookFailures: number;
  /** Events each watcher received (one per instance, one through the balancer); the call made. */
  eventsPerWatcher: number[];
  expectedEvents: number;
  /** Whether every watcher received the same events in the same order. */
  sameOrderEverywhere: boolean;
}

const eventKind = (event: CallEvent) =>
  "type" in event ? `${event.type}:${"status" in event ? event.status : ""}` : "line";

/**
 * A real-mode call placed on the first instance whose Twilio webhooks (status callbacks and
 * `<Gather>` speech) go through the balancer to either instance; a watcher on each instance, and
 * one through the balancer, must see the whole call, whichever instance produced each event.
 */
export async function runCallAcrossInstances(
  { cluster, twilio, llm }: Scenario,
  turns: number,
): Promise<CallFigures> {
  llm.answer = (request) => {
    const last = request.messages.at(-1)?.content ?? "";
    if (request.messages[0]?.content.startsWith("You summarise")) return { text: "Summary." };
    if (request.messages.length === 2) return { text: "Hello from the studio's AI assistant." };
    if (/bye/i.test(last)) return { text: "Goodbye! [END]" };
    return { text: `Noted: ${last}` };
  };
  const [placing] = cluster.instances;
  if (!placing) throw new Error("no instance");
  const answer = await post(
    `${placing.url}/api/ai-call-dialer/call`,
    { to_number: "919876543299", message: "Ask about the website" },
    client(5, 1),
  );
  if (answer.status !== 200) throw new Error(`placing the call answered ${answer.status}`);
  const placed = JSON.parse(answer.body) as { call_sid: string; watch_token: string };
  const call = twilio.calls.find((created) => created.sid === placed.call_sid);
  if (!call) throw new Error("Twilio was not asked to place the call");

  const watchers: CallSocketClient[] = [];
  for (const url of [...cluster.instances.map((instance) => instance.url), cluster.proxy.url]) {
    const watcher = await openCallSocket(url);
    watcher.send({ type: "watch", call_sid: placed.call_sid, token: placed.watch_token });
    watchers.push(watcher);
  }
  const hitsBefore = [...cluster.proxy.hits];
  let failures = 0;
  const status = async (value: string) => {
    if ((await twilio.sendStatus(call, value)) !== 204) failures += 1;
  };
  await status("initiated");
  await status("ringing");
  await status("in-progress");
  for (let turn = 0; turn < turns; turn += 1) {
    const speech = turn === turns - 1 ? "Thanks, bye" : `Question ${turn}`;
    const reply = await twilio.sendSpeech(call, speech);
    if (reply.status !== 200 || !reply.body.includes("<Say>")) failures += 1;
  }
  await status("completed");

  // Statuses, two lines per turn, the final status and the summary.
  const expectedEvents = 3 + turns * 2 + 2;
  await Promise.all(
    watchers.map((watcher) =>
      watcher
        .waitFor((event) => "type" in event && event.type === "call_summary", 30_000)
        .catch(() => undefined),
    ),
  );
  const sequences = watchers.map((watcher) => watcher.events.map(eventKind).join(","));
  const figures: CallFigures = {
    webhooksPerInstance: cluster.proxy.hits.map((hits, index) => hits - (hitsBefore[index] ?? 0)),
    webhookFailures: failures,
    eventsPerWatcher: watchers.map((watcher) => watcher.events.length),
    expectedEvents,
    sameOrderEverywhere: sequences.every((sequence) => sequence === sequences[0]),
  };
  await Promise.all(watchers.map((watcher) => watcher.close()));
  return figures;
}

/** Settings for a cluster whose calls run in the labelled demo: simulated network, scripted AI. */
/** Calls placed as an API client would (no challenge against bots), in the labelled demo. */
export const DEMO_CALL_ENV = {
  CALL_DEMO_MODE: "true",
  CALL_DEMO_PACE_MS: "20",
  BOT_CHALLENGE: "off",
};

/**
 * Events of a demo call with the scripted callee: three statuses, each scripted line and the AI's
 * answer to it, the end, the summary.
 */
export const DEMO_CALL_EVENTS = 3 + SCRIPTED_CALLEE_LINES.length * 2 + 2;

/**
 * A demo call placed on the first instance, where the simulated network runs it, watched from the
 * last: the events it receives, against those of the scripted call.
 */
export async function runDemoCallAcrossInstances(
  cluster: Cluster,
): Promise<{ received: number; expected: number }> {
  const placing = cluster.instances[0];
  const watching = cluster.instances.at(-1);
  if (!placing || !watching) throw new Error("no instance");
  const answer = await post(
    `${placing.url}/api/ai-call-dialer/call`,
    { to_number: "919876543298", message: "A demo across instances" },
    client(6, 1),
  );
  if (answer.status !== 200) throw new Error(`placing the demo call answered ${answer.status}`);
  const placed = JSON.parse(answer.body) as { call_sid: string; watch_token: string };
  const watcher = await openCallSocket(watching.url);
  watcher.send({ type: "watch", call_sid: placed.call_sid, token: placed.watch_token });
  await watcher
    .waitFor((event) => "type" in event && event.type === "call_summary", 30_000)
    .catch(() => undefined);
  await watcher.close();
  return { received: watcher.events.length, expected: DEMO_CALL_EVENTS };
}

export interface MailFigures {
  /** Mails queued in the outbox, marked sent, received by the SMTP server, received twice. */
  queued: number;
  sent: number;
  received: number;
  duplicated: number;
  /** Mails each instance's worker sent, from its log. */
  sentPerInstance: number[];
  /** Exit codes of the instances' graceful shutdown. */
  exitCodes: (number | null)[];
}

/**
 * Waits until the outbox is drained, then stops every instance (each waits for its own drain in
 * progress), so no mail can still be on its way when the SMTP server's count is read.
 */
export async function drainMailAndStop(cluster: Cluster, timeoutMs = 60_000): Promise<MailFigures> {
  const { db } = cluster.database;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    if (Number(pending.count) === 0 || Date.now() > deadline) break;
    // The workers poll every 5 s; checking twice a second costs nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const exitCodes = await Promise.all(cluster.instances.map((instance) => instance.stop()));
  const rows = await db.selectFrom("mail_outbox").select(["status"]).execute();
  const seen = new Map<string, number>();
  for (const mail of cluster.smtp.received) {
    const identity = `${mail.to.join(",")}\n${mail.subject}\n${mail.text}`;
    seen.set(identity, (seen.get(identity) ?? 0) + 1);
  }
  return {
    queued: rows.length,
    sent: rows.filter((row) => row.status === "sent").length,
    received: cluster.smtp.received.length,
    duplicated: [...seen.values()].reduce((sum, times) => sum + times - 1, 0),
    sentPerInstance: cluster.instances.map((instance) =>
      instance.log
        .filter((line) => line.msg === "Outbox drained")
        .reduce((sum, line) => sum + Number(line.sent ?? 0), 0),
    ),
    exitCodes,
  };
}
