import { test } from "./fixtures";
import { fakeMicrophone, startSpeechSite, typeInstead, type SpeechSite } from "./speech-site";

// A call held in the browser where the browser has a microphone and the visitor refuses it when
// asked: the visitor types instead.

let site: SpeechSite;

test.beforeAll(async () => {
  // A second server starts: slow on a busy machine.
  test.setTimeout(120_000);
  site = await startSpeechSite();
});
test.afterAll(async () => site?.close());

test.use(fakeMicrophone({ deny: true }));

test("a refused microphone falls back to typing the replies", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  await typeInstead(page, site, expectNoAxeViolations);
});
