import { readFile } from "node:fs/promises";
import { expect, isMobile, test } from "./fixtures";
import { AiCallPage } from "./pages/ai-call-page";
import { VOICEMAIL_TEXTS } from "#contract/ai-call-rules";

const CALL = "**/api/ai-call-dialer/call";
const INSTRUCTION = "Remind Priya of Friday's design review at 11 am";

test("a demo call: statuses, the scripted conversation, the summary and a reset 2 s after the end", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await page.clock.install();
  await visit("/ai-call");
  const call = new AiCallPage(page);
  await expect(page.getByText("Demo mode: no real phone call is placed.")).toBeVisible();
  await expect(call.conversation).toHaveCSS("max-height", isMobile(page) ? "300px" : "400px");
  await expectNoAxeViolations();
  // From here the page's timers run only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);

  await call.placeCall(AiCallPage.uniqueNumber(), INSTRUCTION);
  await expect(call.conversation).toContainText(
    "Hello, this is an AI assistant calling for Nexora Studio.",
  );
  await expect(call.phone).toBeDisabled();
  await expect(call.message).toBeDisabled();
  await expect(call.start).toHaveText("Calling...");
  await expect(call.status).toHaveText("Call in-progress");
  await expect(call.conversation).toContainText("Hi, yes, I have a minute.");
  await expect(call.status).toHaveText("Call completed");
  await expect(call.start).toBeEnabled();
  await expect(call.conversation.getByRole("listitem")).toHaveCount(7);
  await expect(call.summary).toBeVisible();
  await expect(page.getByText(/^Demo summary:/)).toBeVisible();

  // The status and the form stay for 2 s after the end, then clear.
  await page.clock.runFor(1900);
  await expect(call.status).toHaveText("Call completed");
  await expect(call.phone).not.toHaveValue("");
  await page.clock.runFor(200);
  await expect(call.status).toHaveText("");
  await expect(call.phone).toHaveValue("");
  await expect(call.message).toHaveValue("");
  await expect(call.conversation.getByRole("listitem")).toHaveCount(7);

  const download = page.waitForEvent("download");
  await call.download.click();
  const file = await (await download).path();
  const transcript = await readFile(file, "utf8");
  expect(transcript).toMatch(/\] AI: Hello, this is an AI assistant calling for Nexora Studio\./);
  expect(transcript).toContain("Callee: Great, thank you. Bye!");
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
  await expect(call.start).toBeEnabled();
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
  await call.start.click();
  await expect(call.error).toHaveText("Please enter both phone number and initial message");
  await page.getByRole("button", { name: "Dismiss error" }).click();
  await expect(call.error).toHaveCount(0);

  // The server's own message.
  await call.placeCall("+1 415 555 0123", INSTRUCTION);
  await expect(call.error).toHaveText("Calls to +1 numbers are not available from this site");
  await expect(call.start).toBeEnabled();
  await expectNoAxeViolations();

  await page.route(CALL, (route) => route.fulfill({ json: { status: "queued" } }));
  await call.start.click();
  await expect(call.error).toHaveText("Failed to initiate call");

  await page.unroute(CALL);
  await page.route(CALL, (route) => route.abort("failed"));
  await call.start.click();
  await expect(call.error).toHaveText("Error making call");
  await expect(call.status).toHaveText("");
});
