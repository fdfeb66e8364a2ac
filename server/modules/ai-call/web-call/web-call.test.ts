import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_SPEAKER, CALL_REFUSALS, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { WEB_CALL_MESSAGES, type WebCallEvent } from "#contract/web-call";
import { buildTestApp, type TestApp } from "../../../../test-support/server/app";
import { hangUpCall, placeCall, watchCall } from "../../../../test-support/server/call-api";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../../../../test-support/server/fake-chat-completions";
import { startFakeSpeech, type FakeSpeech } from "../../../../test-support/server/fake-speech";
import { silentWav, spokenWav } from "../../../../test-support/server/wav-audio";
import {
  openWebCallSocket,
  startWebCall,
  type WebCallClient,
} from "../../../../test-support/server/web-call-client";
import { readWav } from "../../../providers/speech/wav";
import { findCallBySid, listCallEvents } from "../calls/call-repository";
import { TURN_LIMIT_GOODBYE } from "../conversation/prompts";

const OPENING =
  "Hello, this is an AI assistant calling for Nexora Studio. I'm calling to remind you about your fitting at four.";
const REPLY = "Wonderful, thank you. We will see you at four. Is there anything else?";
const INSTRUCTION = "Remind Priya about her 4 pm fitting";
/** Words the provider's error carries, which must never reach the visitor. */
const PROVIDER_TEXT = "internal-speech-cluster-7 exploded: quota of org_123 spent";

/** The model's answer by what it is asked: the opening, a summary, or a reply. */
function answerFor(messages: { role: string; content: string }[]): string {
  const system = messages[0]?.content ?? "";
  if (system.includes("Say your opening line")) return OPENING;
  if (system.startsWith("You summarise")) return "Priya confirmed. Outcome: confirmed.";
  return REPLY;
}

const audioOf = (sentence: Extract<WebCallEvent, { type: "agent_sentence" }>) =>
  sentence.audio && readWav(sentence.audio);
const sentencesOf = (socket: WebCallClient, lineId: number) =>
  socket.events.filter(
    (event): event is Extract<WebCallEvent, { type: "agent_sentence" }> =>
      event.type === "agent_sentence" && event.line_id === lineId,
  );

describe.each(ENGINES)("calls held in the browser on $engine", ({ engine, skip }) => {
  let speech: FakeSpeech;
  let chat: FakeChatCompletions;
  beforeAll(async () => {
    speech = await startFakeSpeech();
    chat = await startFakeChatCompletions();
    chat.answer = (request) => ({ text: answerFor(request.messages) });
  });
  afterAll(async () => {
    await speech?.close();
    await chat?.close();
  });
  const testApp = testAppOnEngine(engine, skip, () => ({
    LLM_BASE_URL: chat.url,
    STT_BASE_URL: speech.url,
    TTS_BASE_URL: speech.url,
    TTS_VOICE: "coral",
    WEB_CALL_LIMIT_PER_IP_PER_HOUR: "2",
    WEB_CALL_DAILY_CAP: "40",
    // Phone calls (the simulated network) meet limits of their own, far below the browser's.
    CALL_ALLOWED_REGIONS: "IN",
    CALL_DEMO_PACE_MS: "20",
    CALL_DEMO_LIMIT_PER_IP_PER_HOUR: "1",
    CALL_DEMO_DAILY_CAP: "2",
  }));
  let baseUrl: string;
  beforeAll(async () => {
    if (skip) return;
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });

  /** A call started and its socket open, its opening spoken. */
  async function callInProgress(address = nextClientAddress()) {
    const { status, body } = await startWebCall(testApp.app, INSTRUCTION, address);
    expect(status).toBe(200);
    const socket = await openWebCallSocket(baseUrl);
    socket.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
    await socket.waitFor("agent_line", (event) => event.line_id === 0);
    return { socket, callSid: body.call_sid as string, token: body.watch_token as string, address };
  }

  const storedStatus = async (callSid: string) =>
    (await findCallBySid(testApp.database.db, callSid))?.status;

  /** Says `text` as spoken audio made by espeak-ng, registered with the stand-in as what it says. */
  async function say(socket: WebCallClient, text: string) {
    const audio = await spokenWav(text);
    speech.expectTranscript(audio, text);
    socket.sendUtterance(audio);
  }

  const storedLines = async (callSid: string) => {
    const call = await findCallBySid(testApp.database.db, callSid);
    const events = await listCallEvents(testApp.database.db, call?.id ?? -1);
    return events.filter((row) => row.kind === "line").map((row) => [row.speaker, row.message]);
  };

  describe.skipIf(skip)("", () => {
    it("holds a call of two spoken turns: heard, answered by the model and spoken back, then stored", async () => {
      const address = nextClientAddress();
      const { status, body } = await startWebCall(testApp.app, INSTRUCTION, address);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: "web call ready",
        call_sid: expect.stringMatching(/^WEB[0-9a-f]{32}$/),
        ai_text: OPENING,
        listens: true,
        speaks: true,
        max_turns: 20,
      });
      const socket = await openWebCallSocket(baseUrl);
      socket.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
      expect(await socket.waitFor("started")).toMatchObject({ listens: true, speaks: true });
      await socket.waitFor("agent_line", (event) => event.line_id === 0);
      // The opening, sentence by sentence, each with real audio of its words.
      const opening = sentencesOf(socket, 0);
      expect(opening.map((sentence) => sentence.text).join(" ")).toBe(OPENING);
      expect(opening).toHaveLength(2);
      for (const sentence of opening) {
        expect(sentence.mime_type).toBe("audio/wav");
        expect(audioOf(sentence)?.durationMs).toBeGreaterThan(800);
        expect(sentence.duration_ms).toBe(Math.round(audioOf(sentence)?.durationMs ?? 0));
      }

      await say(socket, "Yes, four o'clock is fine.");
      expect(await socket.waitFor("callee_line")).toEqual({
        type: "callee_line",
        text: "Yes, four o'clock is fine.",
      });
      expect(await socket.waitFor("agent_line", (event) => event.line_id === 1)).toEqual({
        type: "agent_line",
        line_id: 1,
        text: REPLY,
        end: false,
      });
      const latency = await socket.waitFor("latency", (event) => event.line_id === 1);
      expect(latency.speech_to_text_ms).toBeGreaterThanOrEqual(0);
      expect(latency.first_token_ms).toBeGreaterThanOrEqual(0);
      expect(latency.first_audio_ms).toBeGreaterThanOrEqual(latency.speech_to_text_ms ?? 0);
      expect(sentencesOf(socket, 1).map((sentence) => sentence.text)).toEqual([
        "Wonderful, thank you.",
        "We will see you at four.",
        "Is there anything else?",
      ]);
      // The speech services were asked as configured, with the visitor's real audio.
      expect(speech.transcriptions.at(-1)).toMatchObject({
        model: "gpt-4o-mini-transcribe",
        language: "en",
      });
      expect(speech.transcriptions.at(-1)?.durationMs).toBeGreaterThan(500);
      expect(speech.speeches.at(-1)).toMatchObject({ voice: "coral", response_format: "wav" });

      await say(socket, "No, that is all.");
      await socket.waitFor("agent_line", (event) => event.line_id === 2);
      // The model heard the whole conversation, the opening first.
      const lastRequest = chat.requests.at(-1)?.messages.map((message) => message.content);
      expect(lastRequest?.slice(1)).toEqual([
        OPENING,
        "Yes, four o'clock is fine.",
        REPLY,
        "No, that is all.",
      ]);

      socket.send({ type: "hang_up" });
      expect(await socket.waitFor("ended")).toEqual({ type: "ended", reason: "hung up" });
      expect(await socket.closed).toBe(1000);
      const call = await findCallBySid(testApp.database.db, body.call_sid);
      expect(call).toMatchObject({
        provider: "browser",
        to_number: "",
        status: "completed",
        instruction: INSTRUCTION,
        opening_text: OPENING,
        ip: address,
        visitor_plays_callee: 1,
      });
      expect(await storedLines(body.call_sid)).toEqual([
        [CALLEE_SPEAKER, "Yes, four o'clock is fine."],
        [AI_SPEAKER, REPLY],
        [CALLEE_SPEAKER, "No, that is all."],
        [AI_SPEAKER, REPLY],
      ]);
      await expect
        .poll(async () => (await findCallBySid(testApp.database.db, body.call_sid))?.summary)
        .toBe("Priya confirmed. Outcome: confirmed.");
    });

    it("cuts the AI's line where the visitor spoke over it, and the model hears it cut", async () => {
      const { socket, callSid } = await callInProgress();
      await say(socket, "Sorry, who is this?");
      await socket.waitFor("agent_line", (event) => event.line_id === 1);
      const [first, second] = sentencesOf(socket, 1);
      // The visitor heard the first sentence and about half of the second ("We will see").
      const playedMs = (first?.duration_ms ?? 0) + (second?.duration_ms ?? 0) * 0.55;
      socket.send({ type: "interrupted", line_id: 1, played_ms: playedMs });
      const cut = await socket.waitFor("line_cut");
      expect(cut).toEqual({
        type: "line_cut",
        line_id: 1,
        text: "Wonderful, thank you. We will see—",
      });
      expect((await storedLines(callSid)).at(-1)).toEqual([AI_SPEAKER, cut.text]);

      await say(socket, "Actually, can we make it five?");
      await socket.waitFor("agent_line", (event) => event.line_id === 2);
      expect(
        chat.requests
          .at(-1)
          ?.messages.slice(-2)
          .map((message) => message.content),
      ).toEqual(["Wonderful, thank you. We will see—", "Actually, can we make it five?"]);
      await socket.close();
    });

    it("stops speaking a line the visitor spoke over while its sentences were still being voiced", async () => {
      const { socket, callSid } = await callInProgress();
      speech.speechDelayMs = 600;
      try {
        await say(socket, "Hello?");
        const first = await socket.waitFor("agent_sentence", (event) => event.line_id === 1);
        expect(first.text).toBe("Wonderful, thank you.");
        // Two of its three words heard.
        socket.send({ type: "interrupted", line_id: 1, played_ms: (first.duration_ms ?? 0) * 0.7 });
        expect(await socket.waitFor("line_cut")).toEqual({
          type: "line_cut",
          line_id: 1,
          text: "Wonderful, thank—",
        });
        await new Promise((resolve) => setTimeout(resolve, 1500));
      } finally {
        speech.speechDelayMs = 0;
      }
      // Nothing more of the line was sent, and the record keeps only what was heard.
      expect(sentencesOf(socket, 1)).toHaveLength(1);
      expect(
        socket.events.some((event) => event.type === "agent_line" && event.line_id === 1),
      ).toBe(false);
      expect((await storedLines(callSid)).at(-1)).toEqual([AI_SPEAKER, "Wonderful, thank—"]);
      await socket.close();
    });

    it("cuts the opening too, in the call's record, when the visitor speaks over it", async () => {
      const { socket, callSid } = await callInProgress();
      socket.send({ type: "interrupted", line_id: 0, played_ms: 0 });
      expect(await socket.waitFor("line_cut")).toEqual({ type: "line_cut", line_id: 0, text: "—" });
      expect((await findCallBySid(testApp.database.db, callSid))?.opening_text).toBe("—");
      await socket.close();
    });

    it("hears silence as nothing to answer, and ends the call when the socket closes", async () => {
      const { socket, callSid } = await callInProgress();
      const requests = chat.requests.length;
      socket.sendUtterance(silentWav(1200));
      await socket.waitFor("no_speech");
      expect(chat.requests.length).toBe(requests);
      await socket.close();
      await expect
        .poll(async () => (await findCallBySid(testApp.database.db, callSid))?.status)
        .toBe("completed");
    });

    it("refuses a call past the address's hourly cap and while its other call is under way", async () => {
      const { socket, address } = await callInProgress();
      const during = await startWebCall(testApp.app, INSTRUCTION, address);
      expect(during).toEqual({
        status: 409,
        body: {
          status: "error",
          message: CALL_REFUSALS.activeCall,
          detail: CALL_REFUSALS.activeCall,
        },
      });
      await socket.close();
      await expect
        .poll(async () => (await startWebCall(testApp.app, INSTRUCTION, address)).status)
        .toBe(200);
      const third = await startWebCall(testApp.app, INSTRUCTION, address);
      expect(third).toMatchObject({
        status: 429,
        body: { message: WEB_CALL_MESSAGES.perIpPerHour(2) },
      });
    });

    it("ends on the hang-up route, whichever way the page asks, and a call not yet started is canceled", async () => {
      const { socket, callSid, token } = await callInProgress();
      const call = { call_sid: callSid, watch_token: token };
      expect(await hangUpCall(testApp.app, call)).toEqual({
        status: 200,
        body: { status: "call ended", call_sid: callSid },
      });
      expect(await socket.waitFor("ended")).toEqual({ type: "ended", reason: "hung up" });
      expect(await socket.closed).toBe(1000);
      expect(await storedStatus(callSid)).toBe("completed");
      // Again: nothing more to end, and no error.
      expect((await hangUpCall(testApp.app, call)).body).toEqual({
        status: "call ended",
        call_sid: callSid,
      });

      const waiting = (await startWebCall(testApp.app, INSTRUCTION, nextClientAddress())).body;
      expect((await hangUpCall(testApp.app, waiting)).body.status).toBe("call ended");
      expect(await storedStatus(waiting.call_sid)).toBe("canceled");
      const late = await openWebCallSocket(baseUrl);
      late.send({ type: "start", call_sid: waiting.call_sid, token: waiting.watch_token });
      expect(await late.waitFor("error")).toEqual({
        type: "error",
        message: WEB_CALL_MESSAGES.notYourCall,
      });
      await late.close();

      expect(await hangUpCall(testApp.app, { ...call, watch_token: "not-the-token" })).toEqual({
        status: 404,
        body: {
          status: "error",
          message: CALL_REFUSALS.notYourCall,
          detail: CALL_REFUSALS.notYourCall,
        },
      });
    });

    it("counts toward its own limits, not the phone calls': the same address then places a phone call", async () => {
      const { socket, callSid, address } = await callInProgress();
      const phoneCall = { message: INSTRUCTION, to_number: "919876511001", play_callee: "true" };
      // One conversation at a time per address, whatever its kind.
      expect((await placeCall(testApp.app, phoneCall, address)).body.message).toBe(
        CALL_REFUSALS.activeCall,
      );
      await socket.close();
      await expect.poll(() => storedStatus(callSid)).toBe("completed");
      const placed = await placeCall(testApp.app, phoneCall, address);
      expect(placed.status).toBe(200);
      expect((await hangUpCall(testApp.app, placed.body)).status).toBe(200);
      // The phone calls' hourly limit (1 here) is reached by the phone call alone.
      expect(
        await placeCall(testApp.app, { ...phoneCall, to_number: "919876511002" }, address),
      ).toMatchObject({ status: 429, body: { message: CALL_REFUSALS.perIp(1) } });
      // And phone calls do not use up the browser's hourly allowance (2 here).
      expect((await startWebCall(testApp.app, INSTRUCTION, address)).status).toBe(200);
    });

    it("refuses a socket that starts another browser's call or a used one", async () => {
      const { body } = await startWebCall(testApp.app, INSTRUCTION, nextClientAddress());
      const stranger = await openWebCallSocket(baseUrl);
      stranger.send({ type: "start", call_sid: body.call_sid, token: "not-the-token" });
      expect(await stranger.waitFor("error")).toEqual({
        type: "error",
        message: WEB_CALL_MESSAGES.notYourCall,
      });
      stranger.send({ type: "say", message: "hello" });
      await stranger.waitFor("error", (event) => event.message === WEB_CALL_MESSAGES.notStarted);
      const owner = await openWebCallSocket(baseUrl);
      owner.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
      await owner.waitFor("started");
      const second = await openWebCallSocket(baseUrl);
      second.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
      expect(await second.waitFor("error")).toEqual({
        type: "error",
        message: WEB_CALL_MESSAGES.notYourCall,
      });
      await Promise.all([stranger.close(), owner.close(), second.close()]);
    });

    it("tells the visitor plainly when a speech service fails, never in the service's words", async () => {
      const { socket } = await callInProgress();
      speech.failing.transcriptions = { status: 500, message: PROVIDER_TEXT };
      try {
        await say(socket, "Can you hear me?");
        expect(await socket.waitFor("error")).toEqual({
          type: "error",
          message: WEB_CALL_MESSAGES.notHeard,
        });
      } finally {
        speech.failing.transcriptions = undefined;
      }
      speech.failing.speech = { status: 503, message: PROVIDER_TEXT };
      try {
        // The words still come, as text, with one message about the voice.
        socket.send({ type: "say", message: "Hello?" });
        const line = await socket.waitFor("agent_line", (event) => event.line_id === 1);
        expect(line.text).toBe(REPLY);
        expect(sentencesOf(socket, 1).every((sentence) => sentence.audio === undefined)).toBe(true);
        expect(socket.events.filter((event) => event.type === "error")).toEqual([
          { type: "error", message: WEB_CALL_MESSAGES.notHeard },
          { type: "error", message: WEB_CALL_MESSAGES.noVoice },
        ]);
      } finally {
        speech.failing.speech = undefined;
      }
      expect(JSON.stringify(socket.events)).not.toContain("exploded");
      await socket.close();
    });

    it("stops at the site's daily cap of calls held in the browser", async () => {
      let refused: { status: number; body: { message: string } } | undefined;
      for (let tries = 0; tries < 45 && !refused; tries += 1) {
        const started = await startWebCall(testApp.app, INSTRUCTION, nextClientAddress());
        if (started.status !== 200) refused = started;
      }
      expect(refused).toMatchObject({ status: 429, body: { message: WEB_CALL_MESSAGES.dailyCap } });
      const calls = await testApp.database.db
        .selectFrom("ai_calls")
        .select((select) => select.fn.countAll().as("count"))
        .where("provider", "=", "browser")
        .executeTakeFirstOrThrow();
      expect(Number(calls.count)).toBe(40);
      // The phone calls' daily cap (2 here) is not reached by calls held in the browser.
      const phoneCall = { message: INSTRUCTION, to_number: "919876511003", play_callee: "true" };
      const placed = await placeCall(testApp.app, phoneCall);
      expect(placed.status).toBe(200);
      expect((await hangUpCall(testApp.app, placed.body)).status).toBe(200);
    });
  });
});

describe("a call held in the browser without speech services", () => {
  let built: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    built = await buildTestApp({
      env: {
        CALL_DEMO_PACE_MS: "10",
        // The browser's own limits apply, not the phone call's.
        WEB_CALL_MAX_TURNS: "1",
        CALL_MAX_TURNS: "5",
        WEB_CALL_MAX_DURATION_SECONDS: "10",
        CALL_MAX_DURATION_SECONDS: "600",
      },
    });
    baseUrl = await built.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => built?.close());

  it("takes typed replies answered by the scripted AI, shows its lines as text, and says why audio is refused", async () => {
    const { body } = await startWebCall(built.app, INSTRUCTION, nextClientAddress());
    expect(body).toMatchObject({ listens: false, speaks: false });
    expect(body.ai_text).toMatch(/AI assistant/);
    const socket = await openWebCallSocket(baseUrl);
    socket.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
    await socket.waitFor("agent_line", (event) => event.line_id === 0);
    expect(sentencesOf(socket, 0).every((sentence) => sentence.audio === undefined)).toBe(true);
    socket.sendUtterance(silentWav(300));
    expect(await socket.waitFor("error")).toEqual({
      type: "error",
      message: WEB_CALL_MESSAGES.typeInstead,
    });
    socket.send({ type: "say", message: "Who is this?" });
    const line = await socket.waitFor("agent_line", (event) => event.line_id === 1);
    expect(line).toMatchObject({ end: false, text: expect.stringMatching(/\w/) });
    await socket.close();
  });

  it("says goodbye and ends the call past its turns; the summary reaches the call's watcher", async () => {
    const { body } = await startWebCall(built.app, INSTRUCTION, nextClientAddress());
    expect(body).toMatchObject({ max_turns: 1, max_duration_seconds: 10 });
    const socket = await openWebCallSocket(baseUrl);
    socket.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
    await socket.waitFor("agent_line", (event) => event.line_id === 0);
    for (const [lineId, message] of ["Who is this?", "What is this about?"].entries()) {
      socket.send({ type: "say", message });
      await socket.waitFor("agent_line", (event) => event.line_id === lineId + 1);
    }
    expect(
      socket.events.find((event) => event.type === "agent_line" && event.line_id === 2),
    ).toEqual({
      type: "agent_line",
      line_id: 2,
      text: TURN_LIMIT_GOODBYE,
      end: true,
    });
    expect(await socket.waitFor("ended")).toEqual({ type: "ended", reason: "agent ended" });
    const watcher = await watchCall(baseUrl, body);
    await watcher.waitFor((event) => "type" in event && event.type === "call_summary");
    await watcher.close();
  });

  it("ends the call at its time limit, the browser's own", async () => {
    const { body } = await startWebCall(built.app, INSTRUCTION, nextClientAddress());
    const socket = await openWebCallSocket(baseUrl);
    socket.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
    const started = await socket.waitFor("started");
    const startedAt = Date.now();
    expect(Date.parse(started.ends_at) - startedAt).toBeGreaterThan(9_000);
    expect(Date.parse(started.ends_at) - startedAt).toBeLessThanOrEqual(10_000);
    expect(await socket.waitFor("ended", undefined, 12_000)).toEqual({
      type: "ended",
      reason: "time limit",
    });
    expect(Date.now() - startedAt).toBeGreaterThan(9_000);
    expect((await findCallBySid(built.database.db, body.call_sid))?.status).toBe("completed");
  });
});
