import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { expect, test } from "./fixtures";
import { AiCallPage } from "./pages/ai-call-page";
import { uniqueToken } from "./pages/reviews-page";
import { signInAsNewOperator } from "./pages/studio-console";

const SHOTS = "/tmp/shots-calls";

test("a demo call's transcript and consent record in the console; a number put on the do-not-call list is refused by the dialer; the audit log lists both", async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  // A whole call, the consent step of a second, and the console's pages in between.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const shot = (name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
  const token = uniqueToken("call");
  const name = `Nila ${project}`;
  const instruction = `Confirm the fitting on Friday ${token}`;
  await signInAsNewOperator(page, name, `nila-${token}@studio.example`);

  // A visitor places a demo call on the public page, and starts a second to another number.
  const publicPage = await page.context().newPage();
  await publicPage.goto("/#/ai-call");
  await expect(publicPage.locator("#root[data-ready]")).toHaveCount(1);
  const dialer = new AiCallPage(publicPage);
  await dialer.placeCall(AiCallPage.uniqueNumber(), instruction);
  await expect(dialer.status).toHaveText("Call completed", { timeout: 60_000 });
  await expect(dialer.summary).toBeVisible();
  await dialer.newCall.click();
  const listed = AiCallPage.uniqueNumber();
  await dialer.requestCode(listed, `Second call ${token}`);
  await dialer.enterDemoCode();
  await expect(dialer.challenge).toHaveAccessibleName("Verified", { timeout: 30_000 });

  // The finished call waits in the inbox; its page holds the transcript and the consent record.
  await page.getByLabel("Kind").selectOption("call");
  await page.getByLabel("Search titles and names").fill(token);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: new RegExp(instruction) }).click();
  await page.getByRole("link", { name: /The call's page/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Call #\d+$/ })).toBeFocused();
  await expect(page.getByText("Phone call (demo)")).toBeVisible();
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript).toContainText(
    "Hello, this is an AI assistant calling for Nexora Studio.",
  );
  await expect(transcript).toContainText("Callee");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("Demo summary:");
  await expect(page.getByRole("region", { name: "Latency" })).toContainText(/Median wait\s*\d+ ms/);
  const consent = page.getByRole("region", { name: "Consent record" });
  await expect(consent).toContainText("Demo mode: the code was shown on the page and typed back");
  await expect(consent.locator("time")).toHaveCount(2);
  await expect(consent).toContainText("Hello, this is an AI assistant calling for Nexora Studio.");
  await expectNoAxeViolations();
  await shot("call");

  await page.getByRole("link", { name: "Calls", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(instruction) })).toContainText(
    "completed",
  );
  await expectNoAxeViolations();
  await shot("calls");

  // The person at the second number asks not to be called: an operator lists the number.
  await page.getByRole("link", { name: "Do-not-call list" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Do-not-call list" })).toBeVisible();
  await page.getByLabel("Phone number, with its country code").fill(listed);
  await page.getByLabel("Reason").fill(`Asked by e-mail ${token}`);
  await page.getByRole("button", { name: "Add to the list" }).click();
  await expect(page.getByRole("status")).toContainText("is on the list");
  const entry = page.getByRole("listitem").filter({ hasText: token });
  await expect(entry).toContainText(`by ${name}`);
  await expectNoAxeViolations();
  await shot("do-not-call");

  // The visitor's call to it is refused, though its number was verified before it was listed.
  const refused = publicPage.waitForResponse(
    (response) =>
      response.url().endsWith("/api/ai-call-dialer/call") && response.request().method() === "POST",
  );
  await dialer.start.click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect((await answer.json()).message).toBe(CALL_REFUSALS.doNotCall);
  await expect(dialer.error).toContainText(CALL_REFUSALS.doNotCall);
  await publicPage.close();

  page.once("dialog", (dialog) => void dialog.accept());
  await entry.getByRole("button", { name: /^Remove / }).click();
  await expect(entry).toHaveCount(0);

  await page.getByRole("link", { name: "Audit log" }).click();
  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows.nth(0)).toContainText("took a number off the do-not-call list");
  await expect(rows.nth(1)).toContainText("put a number on the do-not-call list");
  await expect(rows.filter({ hasText: "signed in" })).toHaveCount(1);
  await expectNoAxeViolations();
});
