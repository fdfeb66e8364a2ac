import type { Page, WebSocketRoute } from "@playwright/test";
import { CALL_CARD_TEXTS } from "#contract/ai-call-rules";
import { expect, test } from "./fixtures";
import { AiCallPage } from "./pages/ai-call-page";

const REMINDER = "Remind Priya about her 4 pm fitting";

test("the scripted AI holds a coherent call with typed replies, each answer showing the callee's wait", async ({
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
    [
      "Is it still in the Residency Road studio?",
      "I'll ask the studio team whether it is still in the Residency Road studio",
    ],
    ["No, that's all", "Goodbye!"],
  ];
  for (const [index, [reply, answer]] of exchanges.entries()) {
    await call.reply.fill(reply);
    await call.say.click();
    const aiLine = lines.nth(2 + index * 2);
    await expect(aiLine).toContainText(answer);
    await expect(aiLine).toContainText(/waited (under 0\.1|\d+(\.\d)?) s/);
  }
  await expect(call.status).toHaveText("Call completed");
  await expect(call.summary).toBeVisible();
  await expect(
    page.getByText(
      /^Response time: median (under 0\.1|[\d.]+) s, 90th percentile (under 0\.1|[\d.]+) s\.$/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations();
});

/** Passes the call socket through, holding back the answer until the test releases it. */
async function holdAnswer(page: Page) {
  const held: string[] = [];
  let client: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/api\/ai-call-dialer\/ws/, (socket) => {
    client = socket;
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (held.length > 0 || String(message).includes('"in-progress"')) held.push(String(message));
      else socket.send(message);
    });
  });
  return () => {
    for (const message of held.splice(0)) client?.send(message);
  };
}

test("the call card rings, runs a timer once answered, and hangs up", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await page.clock.install();
  const answer = await holdAnswer(page);
  await visit("/ai-call");
  const call = new AiCallPage(page);
  // The page states the demo's limits before a call is placed.
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
  await expect(card).toContainText(CALL_CARD_TEXTS.ended);
  await expect(card.getByRole("button")).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText("1:05");
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
