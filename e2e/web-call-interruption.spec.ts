import { tmpdir } from "node:os";
import { join } from "node:path";
import { DISCLOSURE } from "../server/providers/llm/call-script";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../test-support/server/fake-chat-completions";
import { expect, test } from "./fixtures";
import {
  fakeMicrophone,
  startSpeechSite,
  talkHere,
  writeSpokenLines,
  type SpeechSite,
} from "./speech-site";
import { e2ePort } from "./test-server";

// The visitor speaks over the AI, in the browser, for real: the chat stand-in answers every turn
// with a long reply (about 25 s spoken), and Chromium's microphone plays a recording that says
// one short line every 11 s, over and over. Wherever the voice activity detector starts in it,
// the line after the one that is answered comes while the answer still sounds.

const VOICE_FILE = join(tmpdir(), `web-call-interruption-${e2ePort}.wav`);
const SPOKEN = "Which day was that again?";
/** What the stand-in hears each utterance say, in the order they come. */
const HEARD = [
  "Which day was that again?",
  "Sorry, I missed that.",
  "Could you say the time again?",
  "Hold on, which room was it?",
  "Wait, is that this week?",
  "One moment, please.",
];
const OPENING = `${DISCLOSURE} I am calling about your design review.`;
const REPLY =
  "Of course. Your design review is on Friday at eleven in the morning, in the studio's " +
  "large meeting room on the second floor. Priya will walk you through the new layouts and the " +
  "colour studies first. After that the team would like to hear what you think of the prototype. " +
  "Please bring any notes you have made since the last session. Coffee will be ready when you " +
  "arrive. The meeting should take about an hour. Shall I tell them you will be there?";

/** The words of `text`, without punctuation. */
const words = (text: string) =>
  text
    .replace(/[^\w\s']/g, " ")
    .split(/\s+/)
    .filter(Boolean);

let site: SpeechSite;
let chat: FakeChatCompletions;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  // A second server starts: slow on a busy machine.
  test.setTimeout(120_000);
  await writeSpokenLines(VOICE_FILE, [{ silenceMs: 1000, line: SPOKEN }, { silenceMs: 8000 }]);
  chat = await startFakeChatCompletions();
  chat.answer = ({ messages }) => {
    const system = messages[0]?.content ?? "";
    if (system.includes("Say your opening line")) return { text: OPENING };
    if (system.startsWith("You summarise"))
      return { text: "A call about a review. Outcome: none." };
    return { text: REPLY };
  };
  site = await startSpeechSite(chat);
});
test.afterAll(async () => {
  await site?.close();
  await chat?.close();
});

test.use(fakeMicrophone({ file: VOICE_FILE }));

/** What the page shows of the call at one moment: whether the AI sounds, and its transcript. */
type Shown = {
  speaking: string | null;
  lines: { speaker: string; text: string; cut: boolean }[];
};

test("speaking over the AI stops its voice at once, cuts its line where it was heard, and the model reads on from there", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  site.speech.heardInOrder.push(...HEARD, ...HEARD);
  // The detector's runtime comes compressed by the build, and is kept by the browser.
  const runtime = page.waitForResponse((response) => response.url().endsWith(".wasm"));
  const stage = await talkHere(page, site);
  await expect(stage).toHaveAttribute("data-call-channel", "browser");

  // Every change the page makes to the AI's playback state and the transcript, in order, as
  // the page itself reports them: no moment can be missed between two looks.
  await page.evaluate(() => {
    const shown: Shown[] = [];
    let last = "";
    const record = () => {
      const stageNow = document.querySelector("[data-call-channel]");
      const lines = [...document.querySelectorAll("[role=log] li")].map((line) => ({
        speaker: line.getAttribute("data-speaker") ?? "",
        text: line.querySelector("p:nth-of-type(2)")?.firstChild?.textContent ?? "",
        cut: line.querySelector("[data-line-cut]") !== null,
      }));
      const now = { speaking: stageNow?.getAttribute("data-agent-speaking") ?? null, lines };
      const key = JSON.stringify(now);
      if (key !== last) shown.push(now);
      last = key;
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["data-agent-speaking"],
    });
    (window as unknown as { shown: Shown[] }).shown = shown;
  });
  const shown = () => page.evaluate(() => (window as unknown as { shown: Shown[] }).shown);

  const response = await runtime;
  expect(await response.headerValue("content-encoding")).toBe("br");
  expect(await response.headerValue("cache-control")).toBe("public, max-age=31536000, immutable");

  // An answer (not the opening, line 0) is cut, and the visitor's words that cut it follow it.
  const cutAnswer = (moments: Shown[]) =>
    moments.findIndex(({ lines }) =>
      lines.some(({ cut, text }, index) => cut && index > 0 && lines[index + 1] && text),
    );
  await expect.poll(async () => cutAnswer(await shown()), { timeout: 120_000 }).not.toBe(-1);
  await expectNoAxeViolations();

  const moments = await shown();
  const lines = moments[cutAnswer(moments)]!.lines;
  const cutAt = lines.findIndex(({ cut }, index) => cut && index > 0);
  const cutLine = lines[cutAt]!;
  const interruption = lines[cutAt + 1]!;
  expect(cutLine.speaker).toBe("AI");
  expect(interruption.speaker).not.toBe("AI");
  expect(HEARD).toContain(interruption.text);

  // The line is kept as far as it was heard: the start of the answer, ending in a dash.
  expect(cutLine.text).toMatch(/—$/);
  const heard = words(cutLine.text);
  expect(heard.length).toBeLessThan(words(REPLY).length);
  expect(words(REPLY).slice(0, heard.length)).toEqual(heard);

  // The voice stopped the moment the visitor spoke: the AI was silent when the cut was shown
  // and stayed silent until the visitor's words were heard, though most of its answer was left.
  const cutShown = moments.findIndex(({ lines: shownLines }) => shownLines[cutAt]?.cut);
  const wordsHeard = moments.findIndex(({ lines: shownLines }) => shownLines.length > cutAt + 1);
  const stoppedAt = moments.findLastIndex(
    ({ speaking }, index) => index < cutShown && speaking === "true",
  );
  expect(stoppedAt).toBeGreaterThanOrEqual(0);
  const untilHeard = moments.slice(stoppedAt + 1, Math.max(cutShown, wordsHeard) + 1);
  expect(untilHeard.map(({ speaking }) => speaking)).not.toContain("true");

  // The model is asked next with the line as it was heard, then what the visitor said over it.
  await expect
    .poll(() =>
      chat.requests.some(({ messages }) =>
        messages.some(
          (message, index) =>
            message.role === "assistant" &&
            message.content === cutLine.text &&
            messages[index + 1]?.role === "user" &&
            messages[index + 1]?.content === interruption.text,
        ),
      ),
    )
    .toBe(true);

  await page.getByRole("button", { name: "Hang up" }).click();
  await expect(page.getByRole("heading", { name: "Call summary" })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations();
});
