import { Redis } from "ioredis";
import { aiCallStartedSchema, type AiCallStarted, type CallEvent } from "#contract/ai-call";
import { AI_SPEAKER, CALL_SOCKET_REFUSALS, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { openCallSocket, type CallSocketClient } from "../test-support/server/call-socket-client";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../test-support/server/fake-chat-completions";
import { startCluster, type Cluster } from "../test-support/server/instances";
import { TEST_REDIS_URL } from "../test-support/server/redis";
import { client, DEMO_CALL_ENV, DEMO_CALL_EVENTS, post } from "./instances-scenario";

/**
 * The call socket flooded on several instances, shared by the bounded test and
 * `npm run reliability:instances`: bursts of watch messages and of lines typed as the callee,
 * from sockets on each instance and through the balancer.
 */

/** A cluster running the labelled demo, with the AI a local stand-in that counts its requests. */
export interface DemoScenario {
  cluster: Cluster;
  llm: FakeChatCompletions;
  close(): Promise<void>;
}

/** Starts the stand-in AI, then the cluster on `ports` (the balancer's first). */
export async function startDemoScenario(ports: number[]): Promise<DemoScenario> {
  const llm = await startFakeChatCompletions();
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      ports,
      env: {
        ...DEMO_CALL_ENV,
        // Slow enough that the sockets' bursts arrive before the call's first events.
        CALL_DEMO_PACE_MS: "100",
        // Slow enough that an image job can be watched from both instances while it runs.
        IMAGE_DEMO_STEP_MS: "100",
        LLM_BASE_URL: llm.url,
        LLM_TIMEOUT_MS: "3000",
      },
    });
  } catch (error) {
    await llm.close();
    throw error;
  }
  return {
    cluster,
    llm,
    close: async () => {
      await cluster.close();
      await llm.close();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isError = (event: CallEvent) => "type" in event && event.type === "error";
const callEvents = (socket: CallSocketClient) => socket.events.filter((event) => !isError(event));
const refusals = (sockets: CallSocketClient[], message: string) =>
  sockets.reduce(
    (sum, socket) =>
      sum + socket.events.filter((event) => isError(event) && event.message === message).length,
    0,
  );
const reached = (status: string) => (event: CallEvent) =>
  "status" in event && event.status === status;

/** A demo call placed on the first instance, where the simulated network runs it. */
async function placeDemoCall(
  cluster: Cluster,
  check: number,
  body: object,
): Promise<AiCallStarted> {
  const [placing] = cluster.instances;
  if (!placing) throw new Error("no instance");
  const answer = await post(`${placing.url}/api/ai-call-dialer/call`, body, client(check, 0));
  if (answer.status !== 200) throw new Error(`placing the call answered ${answer.status}`);
  return aiCallStartedSchema.parse(JSON.parse(answer.body));
}

interface OpenedSocket {
  socket: CallSocketClient;
  /** The instance that serves it. */
  instance: number;
}

/**
 * A socket on each instance and two through the balancer (one reaching each of two instances),
 * each from an address of its own, numbered from `first`.
 */
async function openSockets(
  cluster: Cluster,
  check: number,
  first: number,
): Promise<OpenedSocket[]> {
  const targets = [...cluster.instances.map((instance) => instance.url), cluster.proxy.url];
  targets.push(cluster.proxy.url);
  const opened: OpenedSocket[] = [];
  for (const [n, url] of targets.entries()) {
    const hitsBefore = [...cluster.proxy.hits];
    const socket = await openCallSocket(url, undefined, { localAddress: client(check, first + n) });
    const proxiedTo = cluster.proxy.hits.findIndex(
      (hits, index) => hits > (hitsBefore[index] ?? 0),
    );
    opened.push({ socket, instance: proxiedTo === -1 ? n : proxiedTo });
  }
  return opened;
}

/** Subscriptions to the call's Redis channel: one per instance with a watcher of the call. */
async function channelSubscribers(redis: Redis, cluster: Cluster, callSid: string) {
  const channel = `${cluster.redisKeyPrefix}ai-call:${callSid}`;
  const [, count] = (await redis.pubsub("NUMSUB", channel)) as [string, number];
  return Number(count);
}

export interface WatchRaceFigures {
  /** Watch messages each socket sent at once: on each instance, and two through the balancer. */
  copies: number;
  /** Call events (refusals aside) each socket received, against those the call made. */
  eventsPerSocket: number[];
  expectedEvents: number;
  /** Events a socket received again after their first copy, all sockets together. */
  repeated: number;
  sameOrderEverywhere: boolean;
  /** Refusals of the burst each socket received (the first message over the rate, once). */
  refusalsPerSocket: number[];
  /** Sockets that sent the same burst, then closed while its watches were being checked. */
  closedMidWatch: number;
  /** Redis subscriptions to the call's channel with every socket watching, and after they closed. */
  subscribersWhileWatched: number;
  subscribersAfterClose: number;
}

/**
 * A demo call placed on the first instance and watched by sockets on every instance and through
 * the balancer, each sending `copies` watch messages at once: every socket must receive each of
 * the call's events once, and once all have closed (more of them mid-watch), no instance may
 * still be subscribed to the call.
 */
export async function probeWatchRace(
  { cluster, llm }: DemoScenario,
  copies: number,
): Promise<WatchRaceFigures> {
  llm.answer = (request) => ({ text: `Noted: ${request.messages.at(-1)?.content ?? ""}` });
  const call = await placeDemoCall(cluster, 8, {
    to_number: "919876543297",
    message: "Watched by many",
  });
  const watch = { type: "watch", call_sid: call.call_sid, token: call.watch_token };
  const burst = (socket: CallSocketClient) => {
    for (let copy = 0; copy < copies; copy += 1) socket.send(watch);
  };
  const sockets = (await openSockets(cluster, 8, 1)).map(({ socket }) => socket);
  sockets.forEach(burst);
  const isSummary = (event: CallEvent) => "type" in event && event.type === "call_summary";
  await Promise.all(sockets.map((socket) => socket.waitFor(isSummary, 30_000).catch(() => null)));
  // Anything sent twice would have arrived with the summary or just after it.
  await sleep(200);

  const redis = new Redis(TEST_REDIS_URL);
  try {
    const subscribers = () => channelSubscribers(redis, cluster, call.call_sid);
    const subscribersWhileWatched = await subscribers();
    const closing = await openSockets(cluster, 8, sockets.length + 1);
    await Promise.all(
      closing.map(({ socket }) => {
        burst(socket);
        return socket.close();
      }),
    );
    await Promise.all(sockets.map((socket) => socket.close()));
    const deadline = Date.now() + 5000;
    while ((await subscribers()) > 0 && Date.now() < deadline) await sleep(50);
    // And it stays so once every watch still being checked has settled.
    await sleep(300);
    const sequences = sockets.map((socket) => JSON.stringify(callEvents(socket)));
    return {
      copies,
      eventsPerSocket: sockets.map((socket) => callEvents(socket).length),
      expectedEvents: DEMO_CALL_EVENTS,
      repeated: sockets.reduce((sum, socket) => {
        // Every event of a call differs from the others: another status, a line at another time.
        const texts = callEvents(socket).map((event) => JSON.stringify(event));
        return sum + texts.length - new Set(texts).size;
      }, 0),
      sameOrderEverywhere: sequences.every((sequence) => sequence === sequences[0]),
      refusalsPerSocket: sockets.map((socket) => socket.events.length - callEvents(socket).length),
      closedMidWatch: closing.length,
      subscribersWhileWatched,
      subscribersAfterClose: await subscribers(),
    };
  } finally {
    redis.disconnect();
  }
}

export interface CalleeFloodFigures {
  /** Lines typed as the callee, sent at once from every socket, that reached instance A / B. */
  sentPerInstance: number[];
  /** Callee lines the call took as turns, and the AI's answers to them, as stored. */
  answered: number;
  aiAnswers: number;
  /** Requests the stand-in AI received from the first line sent until all was quiet. */
  llmRequests: number;
  /** Lines refused because an answer was being written, and bursts refused as too many. */
  waitRefusals: number;
  rateRefusals: number;
  /** Whether a line typed once the flood's answers were in was answered. */
  answeredAfterFlood: boolean;
}

/** Waits until no socket has received anything for `quietMs`, or at most `timeoutMs` in all. */
async function quietOn(sockets: CallSocketClient[], quietMs: number, timeoutMs: number) {
  const received = () => sockets.reduce((sum, socket) => sum + socket.events.length, 0);
  const deadline = Date.now() + timeoutMs;
  let count = received();
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietMs) {
    await sleep(50);
    if (received() !== count) {
      count = received();
      since = Date.now();
    }
  }
}

/**
 * A demo call the visitor answers ("I will answer"), placed on the first instance and watched
 * from every instance and through the balancer; each socket sends `linesPerSocket` callee lines
 * at once while the AI is slow to answer. Each instance takes a line only while it writes no
 * other answer for the call, so the AI is asked once per line it answers, never once per line
 * sent; and the call still takes a line once the answers are in.
 */
export async function probeCalleeFlood(
  { cluster, llm }: DemoScenario,
  linesPerSocket: number,
): Promise<CalleeFloodFigures> {
  // Slow, so that every burst arrives while the first answers are still being written.
  const ANSWER_DELAY_MS = 500;
  llm.answer = (request) => ({
    text: `Noted: ${request.messages.at(-1)?.content ?? ""}`,
    delayMs: ANSWER_DELAY_MS,
  });
  const call = await placeDemoCall(cluster, 9, {
    to_number: "919876543296",
    message: "Answered by a flood",
    play_callee: "true",
  });
  const watch = { type: "watch", call_sid: call.call_sid, token: call.watch_token };
  const say = (socket: CallSocketClient, message: string) =>
    socket.send({ type: "callee_say", call_sid: call.call_sid, token: call.watch_token, message });
  const opened = await openSockets(cluster, 9, 1);
  const sockets = opened.map(({ socket }) => socket);
  for (const socket of sockets) socket.send(watch);
  await Promise.all(sockets.map((socket) => socket.waitFor(reached("in-progress"), 30_000)));

  const requestsBefore = llm.requests.length;
  const sentPerInstance = cluster.instances.map(() => 0);
  for (const [n, { socket, instance }] of opened.entries()) {
    for (let line = 0; line < linesPerSocket; line += 1) say(socket, `Socket ${n}, line ${line}`);
    sentPerInstance[instance] = (sentPerInstance[instance] ?? 0) + linesPerSocket;
  }
  await quietOn(sockets, ANSWER_DELAY_MS * 3, 30_000);
  const llmRequests = llm.requests.length - requestsBefore;
  const stored = await cluster.database.db
    .selectFrom("ai_call_events")
    .innerJoin("ai_calls", "ai_calls.id", "ai_call_events.call_id")
    .select("ai_call_events.speaker")
    .where("ai_calls.call_sid", "=", call.call_sid)
    .where("ai_call_events.kind", "=", "line")
    .execute();

  // The page waits for the answer before it lets the visitor type again; so does this socket.
  const later = await openCallSocket(cluster.proxy.url, undefined, {
    localAddress: client(9, sockets.length + 1),
  });
  later.send(watch);
  await later.waitFor(reached("in-progress"), 10_000);
  const lastLine = "One more line after the flood";
  say(later, lastLine);
  const answeredAfterFlood = await later
    .waitFor(
      (event) =>
        "speaker" in event && event.speaker === AI_SPEAKER && event.message.includes(lastLine),
      10_000,
    )
    .then(
      () => true,
      () => false,
    );
  await Promise.all([...sockets, later].map((socket) => socket.close()));
  return {
    sentPerInstance,
    answered: stored.filter((line) => line.speaker === CALLEE_SPEAKER).length,
    aiAnswers: stored.filter((line) => line.speaker === AI_SPEAKER).length,
    llmRequests,
    waitRefusals: refusals(sockets, CALL_SOCKET_REFUSALS.waitForReply),
    rateRefusals: refusals(sockets, CALL_SOCKET_REFUSALS.tooManyMessages),
    answeredAfterFlood,
  };
}
