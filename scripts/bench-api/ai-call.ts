// The call dialer's part of `npm run bench:api`: the server's own time per conversational turn,
// and how fast a transcript line reaches a thousand watching sockets. Twilio and the LLM are
// played by the local servers the tests use; the LLM answers at once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket } from "ws";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { connectDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";
import { freePort } from "../../test-support/server/call-socket-client";
import { startFakeChatCompletions } from "../../test-support/server/fake-chat-completions";
import { startFakeTwilio } from "../../test-support/server/fake-twilio";
import { markNumbersVerified } from "../../test-support/server/verified-numbers";
import { percentile } from "../lib/percentile";

const ACCOUNT_SID = "AC00000000000000000000000000000000";
const AUTH_TOKEN = "bench-auth-token";

export interface AiCallBenchOptions {
  turns: number;
  sockets: number;
  lines: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function nextMessage(socket: WebSocket, match: (message: Record<string, unknown>) => boolean) {
  return new Promise<number>((resolve) => {
    const onMessage = (data: unknown) => {
      if (!match(JSON.parse(String(data)) as Record<string, unknown>)) return;
      socket.off("message", onMessage);
      resolve(performance.now());
    };
    socket.on("message", onMessage);
  });
}

async function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  return socket;
}

/** Runs both measurements and prints them as a table; never fails on the figures. */
export async function benchAiCall(options: AiCallBenchOptions): Promise<void> {
  const fakeTwilio = await startFakeTwilio(ACCOUNT_SID, AUTH_TOKEN);
  const llm = await startFakeChatCompletions();
  llm.answer = () => ({ text: "Sure, happy to help with that." });
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-ai-call-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM_NUMBER: "+14155550100",
    TWILIO_API_BASE_URL: fakeTwilio.url,
    TWILIO_WEBHOOK_BASE_URL: baseUrl,
    TWILIO_CONVERSATION_MODE: "relay",
    LLM_BASE_URL: llm.url,
    CALL_ALLOWED_REGIONS: "IN",
    // Every watching socket comes from this machine, past the per-address cap.
    RATE_LIMIT_ALLOW_LIST: "127.0.0.1",
    // The solution of a challenge is not what is measured.
    BOT_CHALLENGE: "off",
    // One call carries every measured turn.
    CALL_MAX_TURNS: String(options.turns + options.lines),
  });
  const setup = connectDatabase(config);
  await migrateToLatest(setup);
  // The person called agreed: real calls go only to verified numbers.
  await markNumbersVerified(setup.db, config.SIGNING_SECRET, ["+919876543210"]);
  await setup.close();
  const app = await buildApp(config);
  await app.listen({ host: config.HOST, port });
  const watchers: WebSocket[] = [];
  try {
    const placed = await app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      payload: { to_number: "919876543210", message: "Benchmark call" },
      headers: { "x-api-key": config.API_KEY },
    });
    const { call_sid: callSid, watch_token: token } = placed.json();
    const call = fakeTwilio.calls.at(-1)!;
    // Opened as Twilio does: signed, then `setup` naming the call.
    const relay = await fakeTwilio.openRelay(call);

    // Callee text in, first AI token out.
    const turnMs: number[] = [];
    for (let turn = 0; turn < options.turns; turn += 1) {
      const firstToken = nextMessage(relay, (message) => message.type === "text");
      const turnEnd = nextMessage(relay, (message) => message.last === true);
      const sent = performance.now();
      relay.send(JSON.stringify({ type: "prompt", voicePrompt: `Question ${turn}`, last: true }));
      turnMs.push((await firstToken) - sent);
      await turnEnd;
    }

    // One transcript line, delivered to every watching socket.
    const socketUrl = `${baseUrl.replace("http", "ws")}/api/ai-call-dialer/ws?api_key=${config.API_KEY}`;
    for (let index = 0; index < options.sockets; index += 1) {
      const watcher = await openSocket(socketUrl);
      const replayed = nextMessage(watcher, (message) => message.speaker !== undefined);
      watcher.send(JSON.stringify({ type: "watch", call_sid: callSid, token }));
      await replayed;
      watchers.push(watcher);
    }
    const deliveryMs: number[] = [];
    for (let line = 0; line < options.lines; line += 1) {
      const text = `Delivery ${line}`;
      const received = watchers.map((watcher) =>
        nextMessage(watcher, (message) => message.message === text),
      );
      const turnEnd = nextMessage(relay, (message) => message.last === true);
      const sent = performance.now();
      relay.send(JSON.stringify({ type: "prompt", voicePrompt: text, last: true }));
      for (const at of await Promise.all(received)) deliveryMs.push(at - sent);
      await turnEnd;
    }
    relay.close();

    console.log("\nAI call dialer (local Twilio and LLM stand-ins; clients in the same process)\n");
    console.log("| measure | samples | p50 ms | p99 ms | target |");
    console.log("| --- | ---: | ---: | ---: | --- |");
    const row = (name: string, values: number[], target: number) => {
      const p99 = percentile(values, 0.99);
      console.log(
        `| ${name} | ${values.length.toLocaleString("en")} | ${round(percentile(values, 0.5))} | ${round(p99)} | ` +
          `p99 ≤ ${target}: ${p99 <= target ? "met" : "missed"} |`,
      );
    };
    row("turn: callee text in → first AI token out", turnMs, 20);
    // The same wait as the server records it with each AI line and the page shows beside it.
    const stored = connectDatabase(config);
    const waits = await stored.db
      .selectFrom("ai_call_events")
      .select("wait_ms")
      .where("wait_ms", "is not", null)
      .orderBy("id")
      .limit(options.turns)
      .execute();
    await stored.close();
    row(
      "turn: wait the server stores with the AI line",
      waits.map((line) => line.wait_ms ?? 0),
      20,
    );
    row(
      `transcript line to ${options.sockets.toLocaleString("en")} watching sockets`,
      deliveryMs,
      50,
    );
  } finally {
    for (const watcher of watchers) watcher.terminate();
    await app.close();
    await Promise.all([fakeTwilio.close(), llm.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
