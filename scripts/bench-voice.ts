// `npm run bench:voice`: the turns of calls held in the browser, over the call's real socket to the
// site run as `npm start` runs it, with spoken utterances made by espeak-ng. The speech and chat
// services are the local stand-ins the tests use, in this process, where their own time is
// measured: the server's share of a turn is everything else. Prints figures; never fails on them.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket } from "ws";
import {
  WEB_CALL_AUDIO_CHUNK_BYTES,
  WebCallEventReader,
  type WebCallEvent,
} from "#contract/web-call";
import { loadConfig } from "../server/config";
import { startFakeChatCompletions } from "../test-support/server/fake-chat-completions";
import { startFakeSpeech } from "../test-support/server/fake-speech";
import { spokenWav } from "../test-support/server/wav-audio";
import { startSite } from "./bench-api/processes";
import { percentile } from "./lib/percentile";

const TURNS = Number(process.env.BENCH_VOICE_TURNS ?? 200);
/** Turns run first and left out of the figures: the server's code and connections warming up. */
const WARM_UP_TURNS = 10;
/** Calls taking turns one after the other, so each socket stays under its one message a second. */
const CALLS = 8;
const MESSAGE_GAP_MS = 1050;
const TARGET_SERVER_P99_MS = 30;

/** What the visitor says, each made once by espeak-ng. */
const UTTERANCES = [
  "Yes, four o'clock is fine.",
  "Could we make it five instead?",
  "No, that is all. Thank you.",
];
const REPLY = "Wonderful, thank you. We will see you at four. Is there anything else?";

/** When each stand-in request arrived and when its answer was sent, by this process's clock. */
interface Span {
  start: number;
  end: number;
}

/** Every request the stand-ins served, timed as they served it. */
function recordStandInSpans(): Span[] {
  const spans: Span[] = [];
  const started = new WeakMap<IncomingMessage, number>();
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    // The site runs in a process of its own: every server here is a stand-in.
    started.set(request, performance.now());
  });
  subscribe("http.server.response.finish", (message) => {
    const { request } = message as { request: IncomingMessage };
    const start = started.get(request);
    if (start !== undefined) spans.push({ start, end: performance.now() });
  });
  return spans;
}

/** How long within [from, to] at least one of `spans` was open. */
function coveredMs(spans: readonly Span[], from: number, to: number): number {
  const clipped = spans
    .map((span) => ({ start: Math.max(span.start, from), end: Math.min(span.end, to) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = from;
  for (const span of clipped) {
    if (span.end <= reach) continue;
    total += span.end - Math.max(span.start, reach);
    reach = span.end;
  }
  return total;
}

/** One measured turn, in milliseconds from the end of the visitor's speech. */
interface Turn {
  transcript: number;
  firstToken: number;
  firstAudio: number;
  providers: number;
  server: number;
}

/** A call's socket as the page holds it, each event timed as it arrives, before it is read. */
class CallSocket {
  private waiting: { match: (event: WebCallEvent) => boolean; found: (at: number) => void }[] = [];
  nextLine = 1;
  lastSentAt = 0;

  private constructor(private readonly socket: WebSocket) {
    let at = 0;
    const reader = new WebCallEventReader(
      (event) => {
        if (event.type === "error") console.error(`The socket refused: ${event.message}`);
        this.waiting = this.waiting.filter((waiter) => {
          if (!waiter.match(event)) return true;
          waiter.found(at);
          return false;
        });
      },
      (problem) => console.error("An unreadable frame", problem),
    );
    socket.on("message", (data, isBinary) => {
      at = performance.now();
      if (isBinary) reader.binary(data as Buffer);
      else reader.text(String(data));
    });
  }

  static async open(siteUrl: string, apiKey: string): Promise<CallSocket> {
    const url = `${siteUrl.replace(/^http/, "ws")}/api/ai-call-dialer/web-call/ws?api_key=${apiKey}`;
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    return new CallSocket(socket);
  }

  /** When the next event `match` takes arrives. */
  next(match: (event: WebCallEvent) => boolean): Promise<number> {
    return new Promise((found) => this.waiting.push({ match, found }));
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends an utterance as the page does; resolves with the moment its end was sent. */
  sendUtterance(wav: Buffer): number {
    for (let at = 0; at < wav.length; at += WEB_CALL_AUDIO_CHUNK_BYTES) {
      this.socket.send(wav.subarray(at, at + WEB_CALL_AUDIO_CHUNK_BYTES), { binary: true });
    }
    this.send({ type: "utterance_end" });
    return performance.now();
  }

  close(): void {
    this.socket.close();
  }
}

async function startCall(siteUrl: string, apiKey: string): Promise<CallSocket> {
  const response = await fetch(`${siteUrl}/api/ai-call-dialer/web-call`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    body: JSON.stringify({ message: "Remind Priya about her 4 pm fitting" }),
  });
  const ready = (await response.json()) as { call_sid: string; watch_token: string };
  if (!response.ok) throw new Error(`The call did not start: ${JSON.stringify(ready)}`);
  const socket = await CallSocket.open(siteUrl, apiKey);
  const opening = socket.next((event) => event.type === "agent_line" && event.line_id === 0);
  socket.send({ type: "start", call_sid: ready.call_sid, token: ready.watch_token });
  await opening;
  socket.lastSentAt = performance.now();
  return socket;
}

async function takeTurn(call: CallSocket, wav: Buffer, spans: Span[]): Promise<Turn> {
  const wait = call.lastSentAt + MESSAGE_GAP_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const lineId = call.nextLine++;
  const transcript = call.next((event) => event.type === "callee_line");
  const firstAudio = call.next(
    (event) =>
      event.type === "agent_sentence" && event.line_id === lineId && event.audio !== undefined,
  );
  let figures: Extract<WebCallEvent, { type: "latency" }> | undefined;
  const latency = call.next((event) => {
    if (event.type !== "latency" || event.line_id !== lineId) return false;
    figures = event;
    return true;
  });
  // The whole line is voiced before the next turn: no stand-in works for two turns at once.
  const lineDone = call.next((event) => event.type === "agent_line" && event.line_id === lineId);
  // The end of speech is the moment the page sends the utterance's end.
  const endOfSpeech = call.sendUtterance(wav);
  call.lastSentAt = endOfSpeech;
  const [transcriptAt, audioAt] = await Promise.all([transcript, firstAudio, latency, lineDone]);
  const firstAudioMs = audioAt - endOfSpeech;
  const providers = coveredMs(spans, endOfSpeech, audioAt);
  return {
    transcript: transcriptAt - endOfSpeech,
    // The server's own figures: the model is asked right after the transcript.
    firstToken: (figures?.speech_to_text_ms ?? 0) + (figures?.first_token_ms ?? 0),
    firstAudio: firstAudioMs,
    providers,
    server: firstAudioMs - providers,
  };
}

function printTable(turns: Turn[], serverCpuMs: number): void {
  const round = (ms: number) => (Math.round(ms * 10) / 10).toFixed(1);
  const row = (name: string, values: number[]) =>
    `| ${name} | ${[0.5, 0.9, 0.99].map((p) => round(percentile(values, p))).join(" | ")} |`;
  const of = (key: keyof Turn) => turns.map((turn) => turn[key]);
  console.log(
    `\nCalls held in the browser: ${turns.length} turns (after ${WARM_UP_TURNS} warm-up turns), ` +
      "the site in its own process, speech and chat stand-ins in this one\n",
  );
  console.log("| from the end of speech, ms | p50 | p90 | p99 |");
  console.log("| --- | ---: | ---: | ---: |");
  console.log(row("transcript ready (page)", of("transcript")));
  console.log(row("first token (server's figures)", of("firstToken")));
  console.log(row("first audio byte (page)", of("firstAudio")));
  console.log(row("providers' time (stand-ins)", of("providers")));
  console.log(row("server's own share", of("server")));
  // Wall time on a shared machine includes waiting for a core; the CPU the site's process used is
  // its own work, whatever else runs.
  console.log(
    `\nThe site's process used ${round(serverCpuMs / turns.length)} ms of CPU a turn on average ` +
      `(all its threads; /proc's 10 ms ticks over ${turns.length} turns). ` +
      `Load average meanwhile: ${loadavg()[0]!.toFixed(1)} on this machine's cores.`,
  );
  const p99 = percentile(of("server"), 0.99);
  console.log(
    `\nServer's own share at p99: ${round(p99)} ms; target ≤ ${TARGET_SERVER_P99_MS} ms: ` +
      `${p99 <= TARGET_SERVER_P99_MS ? "met" : "missed"}`,
  );
}

const spans = recordStandInSpans();
const speech = await startFakeSpeech();
const chat = await startFakeChatCompletions();
chat.answer = () => ({ text: REPLY });
const utterances = await Promise.all(UTTERANCES.map((text) => spokenWav(text)));
utterances.forEach((wav, index) => speech.expectTranscript(wav, UTTERANCES[index]!));
const dataDir = mkdtempSync(join(tmpdir(), "site-bench-voice-"));
const siteEnv = {
  DATA_DIR: dataDir,
  STATIC_DIR: dataDir,
  HOST: "127.0.0.1",
  LLM_BASE_URL: chat.url,
  STT_BASE_URL: speech.url,
  TTS_BASE_URL: speech.url,
  // Every call comes from this machine, past the per-address limits.
  RATE_LIMIT_ALLOW_LIST: "127.0.0.1,::1,::ffff:127.0.0.1",
  // The solution of a challenge is not what is measured.
  BOT_CHALLENGE: "off",
  WEB_CALL_MAX_TURNS: String(TURNS + WARM_UP_TURNS),
  WEB_CALL_MAX_DURATION_SECONDS: "3600",
};
const { API_KEY: apiKey } = loadConfig(siteEnv);
const site = await startSite(siteEnv);
const calls: CallSocket[] = [];
try {
  for (let index = 0; index < CALLS; index += 1) calls.push(await startCall(site.url, apiKey));
  const turns: Turn[] = [];
  let cpuAtStart = 0;
  for (let turn = 0; turn < WARM_UP_TURNS + TURNS; turn += 1) {
    const measured = await takeTurn(
      calls[turn % CALLS]!,
      utterances[turn % utterances.length]!,
      spans,
    );
    if (turn >= WARM_UP_TURNS) turns.push(measured);
    if (turn === WARM_UP_TURNS - 1) cpuAtStart = site.cpuMs();
  }
  printTable(turns, site.cpuMs() - cpuAtStart);
} finally {
  for (const call of calls) call.close();
  await site.stop();
  await Promise.all([speech.close(), chat.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}
