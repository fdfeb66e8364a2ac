import type { Locator, Page } from "@playwright/test";
import { BOT_CHALLENGE_MESSAGES } from "#contract/bot-challenge-rules";
import { CALL_CARD_TEXTS } from "#contract/ai-call-rules";
import { expect, isMobile, test } from "./fixtures";
import { AiCallPage, holdAnswer } from "./pages/ai-call-page";

// The call page at each step of a call, on a desktop and on a phone: what the visitor needs at
// that step is on screen, nothing moves on arrival, and nothing fails axe.

const REMINDER = "Remind Priya about her fitting at 4 pm on Friday";

/** Fails unless the element is wholly inside the viewport, as the visitor sees it now. */
async function expectInViewport(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  expect(box, "the element is laid out").not.toBeNull();
  if (!box) return;
  expect(box.y, "its top is on screen").toBeGreaterThanOrEqual(0);
  expect(box.x, "its left edge is on screen").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "its bottom is on screen").toBeLessThanOrEqual(height + 1);
  expect(box.x + box.width, "its right edge is on screen").toBeLessThanOrEqual(width + 1);
}

test("before a call: nothing moves after the first paint, and the form sits beside what comes", async ({
  page,
  expectNoAxeViolations,
}) => {
  // Layout shifts from the first byte on, as a visitor arriving would meet them.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/#/ai-call");
  await expect(page.locator("#root[data-ready]")).toHaveCount(1);
  const call = new AiCallPage(page);
  await expect(page.getByText("Demo mode: no real phone call is placed.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: CALL_CARD_TEXTS.invitationHeading }),
  ).toBeVisible();
  // The check against bots holds its place with words, not an empty box.
  const challenge = page.locator("[data-bot-challenge]");
  await expect(challenge).toContainText(BOT_CHALLENGE_MESSAGES.pending);
  const before = { button: await call.sendCode.boundingBox(), box: await challenge.boundingBox() };

  // Reaching for the form loads the check: it takes the place it held, and the button above it
  // does not move.
  await call.phone.focus();
  await expect(call.challenge).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await call.sendCode.boundingBox()).toEqual(before.button);
  expect(await challenge.boundingBox()).toEqual(before.box);
  const shifts = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );
  expect(shifts).toBeLessThan(0.01);
  await expect(call.stage).toHaveCount(0);
  await expectNoAxeViolations();
});

test("the call: ringing, then connected with the transcript and the reply field in view, then the summary", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  test.slow();
  const answer = await holdAnswer(page);
  await visit("/ai-call");
  const call = new AiCallPage(page);
  await call.playCallee.check();
  await call.placeCall(AiCallPage.uniqueNumber(), REMINDER);

  // Ringing: the page has become the call, its state on screen, the form put away.
  await expect(call.stage).toContainText(CALL_CARD_TEXTS.ringing);
  await expect(call.stage).toContainText(/Calling \+91 \d{5} \d{5}/);
  await expect(page.getByRole("form", { name: "Place an AI call" })).toBeHidden();
  await expect(async () => expectInViewport(page, call.stage)).toPass();
  await expect(async () => expectInViewport(page, call.conversation)).toPass();
  await expectInViewport(page, call.stage.getByRole("button", { name: CALL_CARD_TEXTS.hangUp }));
  await expectNoAxeViolations();

  // Connected: the stage, the transcript and the reply field are all on screen, and the latest
  // line stays in view however long the conversation grows.
  answer();
  await expect(call.stage).toContainText(CALL_CARD_TEXTS.connected);
  await expect(call.stage.getByRole("timer")).toBeVisible();
  const lines = call.conversation.getByRole("listitem");
  for (const [index, reply] of [
    "Who is this?",
    "Is there parking nearby?",
    "What is this about?",
    "Sorry, when was that again?",
  ].entries()) {
    await call.reply.fill(reply);
    await call.say.click();
    await expect(lines).toHaveCount(3 + index * 2);
    await expectInViewport(page, lines.last());
    await expectInViewport(page, call.reply);
    await expectInViewport(page, call.say);
  }
  await expect(call.conversation).toContainText("It's on Friday at 4 pm.");
  await expect(call.conversation).toContainText("I'll have the team get back to you");
  await expectInViewport(page, call.stage);
  await expect(call.reply).toBeFocused();
  if (!isMobile(page)) {
    // Side by side on a wide screen.
    const stage = await call.stage.boundingBox();
    const transcript = await call.conversation.boundingBox();
    expect((stage?.x ?? 0) + (stage?.width ?? 0)).toBeLessThanOrEqual(transcript?.x ?? 0);
  }
  await expectNoAxeViolations();

  // Ended: the summary on top, what was agreed, the instruction kept, and the next step.
  await call.reply.fill("Yes, that works for me.");
  await call.say.click();
  await expect(call.summaryCard).toBeVisible();
  await expect(call.summaryCard).toContainText("Completed");
  await expect(call.summaryCard).toContainText(/They confirmed it still works on Friday at 4 pm\./);
  await expect(call.summaryCard).toContainText(REMINDER);
  await expect(call.download).toBeVisible();
  await expect(async () =>
    expectInViewport(page, call.summaryCard.getByRole("heading", { name: "Call summary" })),
  ).toPass();
  await expect(call.callAgain).toBeVisible();
  await expect(call.newCall).toBeVisible();
  await expect(call.stage).toHaveCount(0);
  await expectNoAxeViolations();

  // Call again: the verified number is called at once, with no new code.
  await call.callAgain.click();
  await expect(call.stage).toBeVisible();
  await expect(call.code).toHaveCount(0);
  await expect(call.conversation).toContainText("remind you about your fitting at 4 pm on Friday");
  await call.stage.getByRole("button", { name: CALL_CARD_TEXTS.hangUp }).click();
  // The socket's messages held back since this call was answered reach the page.
  answer();
  await expect(call.summaryCard).toBeVisible();

  // New call: an empty form.
  await call.newCall.click();
  await expect(call.summaryCard).toHaveCount(0);
  await expect(call.phone).toHaveValue("");
  await expect(call.sendCode).toBeVisible();
});
