import { expect, test } from "./fixtures";
import { startSpeechSite, talkHere, transcript, type SpeechSite } from "./speech-site";

// A call held in the browser where the browser has no microphone to give (this Chromium has no
// capture device, and nothing grants one): the visitor types instead.

let site: SpeechSite;

test.beforeAll(async () => {
  // A second server starts: slow on a busy machine.
  test.setTimeout(120_000);
  site = await startSpeechSite();
});
test.afterAll(async () => site?.close());

test("a refused or absent microphone falls back to typing the replies", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const stage = await talkHere(page, site);
  await expect(page.getByRole("alert")).toContainText("Your microphone could not be used");
  await expect(stage).toContainText("Type your replies below.");
  await expectNoAxeViolations();
  await page.getByLabel("Your reply as the callee").fill("Who is this?");
  await page.getByRole("button", { name: "Say" }).click();
  const lines = transcript(page);
  await expect(lines.filter({ hasText: "Who is this?" })).toHaveCount(1);
  await expect(lines.nth(2)).toContainText(/\w/);
  await expectNoAxeViolations();
});
