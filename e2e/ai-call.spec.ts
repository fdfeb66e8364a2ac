import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { CONSENT_MESSAGES } from "#contract/ai-call-rules";
import { AiCallPage } from "./pages/ai-call-page";
import { VOICEMAIL_TEXTS } from "#contract/ai-call-rules";

const CALL = "**/api/ai-call-dialer/call";
const INSTRUCTION = "Remind Priya of Friday's design review at 11 am";

test("a demo call: statuses, the scripted conversation, the summary and the form cleared 2 s after the end", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  // Two challenges against bots are solved on the way (the code, then the call).
  test.slow();
  await page.clock.install();
  await visit("/ai-call");
  const call = new AiCallPage(page);
  await expect(page.getByText("Demo mode: no real phone call is placed.")).toBeVisible();
  await expectNoAxeViolations();
  await call.requestCode(AiCallPage.uniqueNumber(), INSTRUCTION);
  await call.enterDemoCode();
  // The check against bots is solved again for the call itself, with the page's own timers.
  await expect(call.challenge).toHaveAccessibleName("Verified", { timeout: 30_000 });
  // From here the page's timers run only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);

  await call.start.click();
  await expect(call.conversation).toContainText(
    "Hello, this is an AI assistant calling for Nexora Studio.",
  );
  await expect(call.phone).toBeDisabled();
  await expect(call.message).toBeDisabled();
  // The page becomes the call: the form is put away until the call has ended.
  await expect(call.stage).toBeVisible();
  await expect(page.getByRole("form", { name: "Place an AI call" })).toBeHidden();
  await expect(call.status).toHaveText("Call in-progress");
  await expect(call.conversation).toContainText("Hi, yes, I have a minute.");
  // The scripted person asks when: the AI gives the day and time it was told.
  await expect(call.conversation).toContainText("It's on Friday at 11 am.");
  await expect(call.status).toHaveText("Call completed");
  await expect(call.callAgain).toBeEnabled();
  await expect(call.conversation.getByRole("listitem")).toHaveCount(7);
  await expect(call.summary).toBeVisible();
  await expect(call.summaryCard).toContainText("Completed");
  await expect(page.getByText(/^Demo summary: They confirmed it still works/)).toBeVisible();

  // The status and the form stay for 2 s after the end, then clear.
  await page.clock.runFor(1900);
  await expect(call.status).toHaveText("Call completed");
  await expect(call.phone).not.toHaveValue("");
  await page.clock.runFor(200);
  await expect(call.status).toHaveText("");
  await expect(call.phone).toHaveValue("");
  await expect(call.message).toHaveValue("");
  await expect(call.conversation.getByRole("listitem")).toHaveCount(7);
  // The summary keeps the instruction the call carried.
  await expect(call.summaryCard).toContainText(INSTRUCTION);

  const download = page.waitForEvent("download");
  await call.download.click();
  const file = await (await download).path();
  const transcript = await readFile(file, "utf8");
  expect(transcript).toMatch(/\] AI: Hello, this is an AI assistant calling for Nexora Studio\./);
  expect(transcript).toContain("Callee: Yes, that works for me.");
  expect(transcript).toContain("Summary\nDemo summary:");
  await page.clock.resume();
  await expectNoAxeViolations();
});

test("in the demo the visitor can answer as the callee", async ({ aiCallPage: call }) => {
  await call.playCallee.check();
  await call.placeCall(AiCallPage.uniqueNumber(), INSTRUCTION);
  await expect(call.status).toHaveText("Call in-progress");
  await call.reply.fill("Hello, who is calling?");
  await call.say.click();
  await expect(call.conversation.getByRole("listitem")).toHaveCount(3);
  await expect(call.conversation.getByRole("listitem").nth(1)).toContainText(
    "Hello, who is calling?",
  );
  await call.reply.fill("Thanks, bye");
  await call.say.click();
  await expect(call.conversation).toContainText("Of course. Thank you for your time, and goodbye!");
  await expect(call.status).toHaveText("Call completed");
  await expect(call.summary).toBeVisible();
});

test("the demo number for a busy line ends the call as busy", async ({ aiCallPage: call }) => {
  await call.placeCall(AiCallPage.uniqueNumber("0001"), INSTRUCTION);
  await expect(call.status).toHaveText("Call busy");
  await expect(call.summaryCard).toContainText("The line was busy");
  await expect(call.callAgain).toBeEnabled();
});

test("the demo number for a voicemail leaves one message, and the transcript and summary say so", async ({
  page,
  aiCallPage: call,
  expectNoAxeViolations,
}) => {
  await call.placeCall(AiCallPage.uniqueNumber("0004"), INSTRUCTION);
  await expect(call.conversation).toContainText(VOICEMAIL_TEXTS.reached);
  await expect(call.conversation.getByRole("listitem").nth(1)).toContainText("Voicemail");
  await expect(call.status).toHaveText("Call completed");
  await expect(call.summary).toBeVisible();
  await expect(
    page.getByText(/^The call reached voicemail\. The AI left this message: Hello/),
  ).toBeVisible();
  // The opening line, the voicemail's note and the message left.
  await expect(call.conversation.getByRole("listitem")).toHaveCount(3);
  await expectNoAxeViolations();
});

test("every call error message, in a dismissible banner", async ({
  page,
  aiCallPage: call,
  expectNoAxeViolations,
}) => {
  await call.phone.fill("+91 98765 43210");
  await call.sendCode.click();
  await expect(call.error).toHaveText("Please enter both phone number and initial message");
  await page.getByRole("button", { name: "Dismiss error" }).click();
  await expect(call.error).toHaveCount(0);

  // The server's own message: no code goes to a country calls may not go to.
  await call.placeCall("+1 415 555 0123", INSTRUCTION);
  await expect(call.error).toHaveText("Calls to +1 numbers are not available from this site");
  await expect(call.sendCode).toBeEnabled();
  await expectNoAxeViolations();

  await page.route(CALL, (route) => route.fulfill({ json: { status: "queued" } }));
  await call.placeCall(AiCallPage.uniqueNumber(), INSTRUCTION);
  await expect(call.error).toHaveText("Failed to initiate call");

  // The number stays verified: trying again asks for no new code.
  await page.unroute(CALL);
  await page.route(CALL, (route) => route.abort("failed"));
  await expect(call.code).toHaveCount(0);
  await call.start.click();
  await expect(call.error).toHaveText("Error making call");
  await expect(call.status).toHaveText("");
});

test("the consent step: the demo code on screen, wrong and malformed codes, a new number, then the call", async ({
  page,
  aiCallPage: call,
  expectNoAxeViolations,
}) => {
  // Three challenges against bots are solved on the way.
  test.slow();
  // Once the visitor reaches for the form, the page solves the check against bots on its own,
  // before a code is asked for.
  await call.phone.focus();
  await expect(call.challenge).toHaveAccessibleName("Verified", { timeout: 30_000 });
  await expect(call.challenge).toBeChecked();
  await expect(page.getByText(CONSENT_MESSAGES.stepHint)).toBeVisible();
  const number = AiCallPage.uniqueNumber();
  await call.requestCode(number, INSTRUCTION);
  await expect(page.getByText(CONSENT_MESSAGES.demoCodeSent)).toBeVisible();
  await expect(page.getByText(`${CONSENT_MESSAGES.demoCodeLabel}:`)).toBeVisible();
  await expect(call.demoCode).toHaveText(/^\d{6}$/);
  await expect(call.code).toBeFocused();
  await expect(call.phone).toBeDisabled();
  await expectNoAxeViolations();

  await call.code.fill("12ab");
  await call.start.click();
  await expect(call.error).toHaveText(CONSENT_MESSAGES.codeFormat);
  const right = (await call.demoCode.textContent()) ?? "";
  await call.code.fill(right === "000000" ? "111111" : "000000");
  await call.start.click();
  await expect(call.error).toHaveText(CONSENT_MESSAGES.wrongCode(4));
  await expectNoAxeViolations();

  // Another number: back to the first step, the details kept.
  await call.changeNumber.click();
  await expect(call.code).toHaveCount(0);
  await expect(call.error).toHaveCount(0);
  await expect(call.message).toHaveValue(INSTRUCTION);
  await call.placeCall(AiCallPage.uniqueNumber(), INSTRUCTION);
  await expect(call.stage).toBeVisible();
  await expect(call.conversation).toContainText("Hello, this is an AI assistant calling");
  await expect(call.status).toHaveText("Call completed", { timeout: 30_000 });
});
