import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readWav } from "../server/providers/speech/wav";
import type { FakeChatCompletions } from "../test-support/server/fake-chat-completions";
import { startFakeSpeech, type FakeSpeech } from "../test-support/server/fake-speech";
import { pcmWav, spokenWav } from "../test-support/server/wav-audio";
import { expect, type Page } from "@playwright/test";
import { chromiumArgs, e2eServerEnv } from "./test-server";

// A second site for the browser tests of calls held in the browser: the same build and server,
// with its speech services set to a local stand-in of OpenAI's audio API, and its chat model to
// `chat` where given (else the scripted demo AI).

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type SpeechSite = { url: string; speech: FakeSpeech; close: () => Promise<void> };

export async function startSpeechSite(chat?: FakeChatCompletions): Promise<SpeechSite> {
  const speech = await startFakeSpeech();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-speech-"));
  const server: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: "inherit",
    env: {
      ...process.env,
      ...e2eServerEnv(port, dataDir),
      STT_BASE_URL: speech.url,
      TTS_BASE_URL: speech.url,
      TTS_VOICE: "alloy",
      ...(chat ? { LLM_BASE_URL: chat.url } : {}),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error("The speech site did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    speech,
    async close() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      await speech.close();
    },
  };
}

/**
 * A microphone's recording for Chromium's fake capture: each line spoken by espeak-ng after the
 * silence before it, then silence to the end.
 */
export async function writeSpokenLines(
  file: string,
  parts: { silenceMs: number; line?: string }[],
): Promise<void> {
  let sampleRate = 22_050;
  const pieces: Int16Array[] = [];
  for (const { silenceMs, line } of parts) {
    pieces.push(new Int16Array(Math.round((sampleRate * silenceMs) / 1000)));
    if (!line) continue;
    const wav = readWav(await spokenWav(line));
    if (!wav) throw new Error("espeak-ng gave no WAV");
    sampleRate = wav.sampleRate;
    const { data } = wav;
    pieces.push(new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)));
  }
  const samples = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  await writeFile(file, pcmWav(samples, sampleRate));
}

const INSTRUCTION = "Remind Priya about her design review on Friday at 11 am";

/** Opens the call page of `site` and starts a call held in the browser: answers its stage. */
export async function talkHere(page: Page, site: SpeechSite) {
  await page.goto(`${site.url}/#/ai-call`);
  await expect(page.locator("#root[data-ready]")).toHaveCount(1, { timeout: 20_000 });
  await page.getByLabel("Initial message").fill(INSTRUCTION);
  await page.getByRole("button", { name: "Talk here" }).click();
  return page.getByRole("region", { name: "Your call" });
}

/** The lines of the call's transcript. */
export const transcript = (page: Page) => page.getByRole("log").getByRole("listitem");

/**
 * Starts a call held in the browser that gets no microphone: the page says so, and the visitor
 * types a reply, which the AI answers. The page is checked with axe in each state.
 */
export async function typeInstead(
  page: Page,
  site: SpeechSite,
  expectNoAxeViolations: () => Promise<void>,
): Promise<void> {
  const stage = await talkHere(page, site);
  // The browser answers the page's request for the microphone in its own time: seconds on a busy machine.
  await expect(page.getByRole("alert")).toContainText("Your microphone could not be used", {
    timeout: 30_000,
  });
  await expect(stage).toContainText("Type your replies below.");
  await expectNoAxeViolations();
  await page.getByLabel("Your reply as the callee").fill("Who is this?");
  await page.getByRole("button", { name: "Say" }).click();
  const lines = transcript(page);
  await expect(lines.filter({ hasText: "Who is this?" })).toHaveCount(1);
  await expect(lines.nth(2)).toContainText(/\w/);
  await expectNoAxeViolations();
}

/**
 * Chromium with a fake microphone that says what `file` holds (a WAV), or that the visitor refuses
 * when the page asks for it (`deny`).
 */
export function fakeMicrophone(microphone: { file: string } | { deny: true }) {
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...chromiumArgs,
        "--use-fake-device-for-media-stream",
        ...("file" in microphone
          ? [
              "--use-fake-ui-for-media-stream",
              `--use-file-for-fake-audio-capture=${microphone.file}`,
            ]
          : ["--use-fake-ui-for-media-stream=deny"]),
      ],
    },
  };
}
