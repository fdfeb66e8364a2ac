import { test } from "./fixtures";
import { startSpeechSite, typeInstead, type SpeechSite } from "./speech-site";

// A call held in the browser where the browser has no microphone to give (this Chromium has no
// capture device): the visitor types instead. web-call-refused.spec.ts has one that is refused.

let site: SpeechSite;

test.beforeAll(async () => {
  // A second server starts: slow on a busy machine.
  test.setTimeout(120_000);
  site = await startSpeechSite();
});
test.afterAll(async () => site?.close());

test("an absent microphone falls back to typing the replies", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  await typeInstead(page, site, expectNoAxeViolations);
});
