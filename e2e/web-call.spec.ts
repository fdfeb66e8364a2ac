import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import {
  fakeMicrophone,
  startSpeechSite,
  talkHere,
  transcript,
  writeSpokenLines,
  type SpeechSite,
} from "./speech-site";
import { e2ePort } from "./test-server";

// A call held in the browser, against the speech stand-in: Chromium's microphone plays a
// recording of the callee's lines made by espeak-ng, over and over, and the page's real voice
// activity detector finds them. Made before the browser starts, which reads it as its microphone.
// The detector may start anywhere in the recording (its files load in seconds, or more on a busy
// machine), so the stand-in hears the utterances as these lines in the order they come.

const VOICE_FILE = join(tmpdir(), `web-call-voice-${e2ePort}.wav`);
const CALLEE_LINES = ["Who is this?", "Can we move it to Monday?", "Thank you."] as const;

let site: SpeechSite;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  // A second server starts: slow on a busy machine.
  test.setTimeout(120_000);
  await writeSpokenLines(VOICE_FILE, [
    { silenceMs: 1000, line: "Who is this?" },
    { silenceMs: 12_000, line: "Can we move it to Monday?" },
    // The answers play out before the recording starts again.
    { silenceMs: 14_000 },
  ]);
  site = await startSpeechSite();
});
test.afterAll(async () => site?.close());

test.use(fakeMicrophone({ file: VOICE_FILE }));

test("the callee's spoken lines are heard and answered aloud, each answer's wait shown", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  test.setTimeout(180_000);
  site.speech.heardInOrder.push(...CALLEE_LINES, ...CALLEE_LINES);
  const stage = await talkHere(page, site);
  await expect(stage).toHaveAttribute("data-call-channel", "browser");
  await expect(stage).toContainText("In your browser");
  await expect(stage).toContainText("Voice: the studio's speech service");
  // The opening line sounds.
  await expect(stage).not.toHaveAttribute("data-sentences-played", "0");
  await expectNoAxeViolations();

  // The callee's lines come, each answered, in order.
  const lines = transcript(page);
  await expect(lines.nth(1)).toContainText(CALLEE_LINES[0], { timeout: 90_000 });
  await expect(lines.nth(2)).toHaveAttribute("data-speaker", "AI");
  await expect(lines.nth(3)).toContainText(CALLEE_LINES[1], { timeout: 30_000 });
  await expect(lines.nth(4)).toHaveAttribute("data-speaker", "AI", { timeout: 30_000 });
  // The answers sound, and the wait of each is shown beside it, up to its first sound.
  await expect(
    page.locator("[data-line-latency]").filter({ hasText: "first sound" }).first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => Number(await stage.getAttribute("data-sentences-played")))
    .toBeGreaterThan(1);
  await expectNoAxeViolations();

  await page.getByRole("button", { name: "Hang up" }).click();
  await expect(page.getByRole("heading", { name: "Call summary" })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByText("Where the time went").click();
  await expect(page.getByRole("row", { name: /first sound/ })).toBeVisible();
  await expectNoAxeViolations();
});
