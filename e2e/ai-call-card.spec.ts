import { CALL_CARD_TEXTS } from "#contract/ai-call-rules";
import { expect, test } from "./fixtures";
import { AiCallPage, holdAnswer } from "./pages/ai-call-page";

const REMINDER = "Remind Priya about her 4 pm fitting";

test("the scripted AI holds a coherent call with typed replies, each answer saying how soon it came", async ({
  page,
  aiCallPage: call,
  expectNoAxeViolations,
}) => {
  await call.playCallee.check();
  await call.placeCall(AiCallPage.uniqueNumber(), REMINDER);
  const lines = call.conversation.getByRole("listitem");
  // The purpose in the AI's own words, said to Priya rather than about her.
  await expect(lines.first()).toContainText("I'm calling to remind you about your 4 pm fitting.");
  await expect(call.conversation).not.toContainText(REMINDER);
  await expect(call.status).toHaveText("Call in-progress");

  const exchanges: [string, string][] = [
    ["What is this about?", "remind you about your 4 pm fitting"],
    ["Sorry, when was that again?", "It's at 4 pm. Does that still work for you?"],
    ["Is it still in the Residency Road studio?", "I'll have the team get back to you"],
    ["No, that's all", "Goodbye!"],
  ];
  for (const [index, [reply, answer]] of exchanges.entries()) {
    await call.reply.fill(reply);
    await call.say.click();
    const aiLine = lines.nth(2 + index * 2);
    await expect(aiLine).toContainText(answer);
    // How soon it came is a detail to open, not a figure beside every line.
    const timing = aiLine.getByText(/^answered in (under 0\.1|\d+(\.\d)?) s$/);
    await expect(timing).toBeHidden();
    await aiLine.getByText("Timing").click();
    await expect(timing).toBeVisible();
  }
  await expect(call.status).toHaveText("Call completed");
  await expect(call.summary).toBeVisible();
  const answers = page.getByText(
    /^The AI usually answered in (under 0\.1|[\d.]+) s, and nearly always within (under 0\.1|[\d.]+) s\.$/,
  );
  await expect(answers).toBeHidden();
  await page.getByText(CALL_CARD_TEXTS.answerTimes).click();
  await expect(answers).toBeVisible();
  await expectNoAxeViolations();
});

test("the call rings, runs a timer once answered, hangs up, and its length goes to the summary", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await page.clock.install();
  const answer = await holdAnswer(page);
  await visit("/ai-call");
  const call = new AiCallPage(page);
  // The page states the demo's limits before a call is placed: the code first, then the calls.
  await expect(page.getByText(/codes an hour from your address/)).toBeVisible();
  await expect(page.getByText(/calls an hour from your address/)).toBeVisible();
  await call.playCallee.check();
  await call.placeCall(AiCallPage.uniqueNumber(), REMINDER);

  const card = page.getByRole("region", { name: CALL_CARD_TEXTS.label });
  await expect(card).toContainText(CALL_CARD_TEXTS.ringing);
  await expect(card.getByRole("timer")).toHaveCount(0);
  await expectNoAxeViolations();

  // From here the page's clock moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  answer();
  await expect(card).toContainText(CALL_CARD_TEXTS.connected);
  const timer = card.getByRole("timer", { name: CALL_CARD_TEXTS.duration });
  await expect(timer).toHaveText("0:00");
  await page.clock.runFor(65_000);
  await expect(timer).toHaveText("1:05");

  const hangUp = page.waitForResponse("**/api/ai-call-dialer/hangup");
  await card.getByRole("button", { name: CALL_CARD_TEXTS.hangUp }).click();
  expect(await (await hangUp).json()).toMatchObject({ status: "call ended" });
  await expect(call.status).toHaveText("Call completed");
  // The summary takes the call's place, with the length it ran to.
  await expect(card).toHaveCount(0);
  await expect(call.summaryCard).toContainText(`${CALL_CARD_TEXTS.duration}1:05`);
  await page.clock.runFor(10_000);
  await expect(call.summaryCard).toContainText(`${CALL_CARD_TEXTS.duration}1:05`);
  await page.clock.resume();
  await expectNoAxeViolations();
});

test("leaving the page ends the visitor's call", async ({ page, aiCallPage: call, visit }) => {
  await call.playCallee.check();
  await call.placeCall(AiCallPage.uniqueNumber(), REMINDER);
  await expect(call.status).toHaveText("Call in-progress");
  const hangUp = page.waitForResponse("**/api/ai-call-dialer/hangup");
  await visit("/contact");
  expect(await (await hangUp).json()).toMatchObject({ status: "call ended" });
});
