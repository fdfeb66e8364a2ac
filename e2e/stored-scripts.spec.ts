import type { Page } from "@playwright/test";
import { IMAGE_HISTORY } from "#contract/ai-image-rules";
import { expect, test } from "./fixtures";
import { AiCallPage } from "./pages/ai-call-page";
import { createReview, ReviewsPage, uniqueToken } from "./pages/reviews-page";

// Scripts a visitor stored (a review, a call's instruction and replies, an image prompt) are shown
// as the text they are: nothing runs, no dialog opens, no element is made from them.

const SCRIPT = "<script>window.__pwned=1;alert(1)</script>";
const IMG = '<img src=x onerror="window.__pwned=1;alert(1)">';
const BREAKOUT = '"><svg onload=window.__pwned=1;alert(1)>';
const JS_URL = "javascript:window.__pwned=1;alert(1)";
const PAYLOADS = [SCRIPT, IMG, BREAKOUT, JS_URL];

/** Records dialogs and the page's CSP violations: both must stay empty. */
async function watchForScripts(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.sample}`),
    );
  });
  return { dialogs };
}

/** Nothing ran, and no element or attribute was made from a visitor's text. */
async function expectInert(page: Page, watch: { dialogs: string[] }) {
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    // A blocked inline handler still means the text became markup: CSP must have had nothing to do.
    violations: (window as unknown as { __violations: string[] }).__violations,
    injected: [
      ...document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], iframe[src^="javascript:" i]',
      ),
    ].map((element) => element.outerHTML),
    scripts: [...document.querySelectorAll("script")].filter((script) =>
      script.textContent?.includes("__pwned"),
    ).length,
  }));
  expect(state).toEqual({ pwned: undefined, violations: [], injected: [], scripts: 0 });
  expect(watch.dialogs).toEqual([]);
}

test("a review's name, title and text show their scripts as text", async ({ page, request }) => {
  const watch = await watchForScripts(page);
  const token = uniqueToken("xss");
  await createReview(request, {
    name: `${token} ${IMG}`,
    email: `${token}@example.com`,
    title: SCRIPT,
    description: `${token} ${BREAKOUT} ${JS_URL}`,
    rating: 5,
  });

  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.searchFor(token);
  await expect(testimonials.reviews).toHaveCount(1);
  const card = testimonials.reviews.first();
  await expect(card).toContainText(`${token} ${IMG}`);
  await expect(card).toContainText(SCRIPT);
  await expect(card).toContainText(`${token} ${BREAKOUT} ${JS_URL}`);
  await expectInert(page, watch);
});

test("a call's instruction and the callee's replies show their scripts as text", async ({
  page,
  visit,
}) => {
  const watch = await watchForScripts(page);
  await visit("/ai-call");
  const call = new AiCallPage(page);
  await call.playCallee.check();
  await call.placeCall(AiCallPage.uniqueNumber(), PAYLOADS.join(" "));
  await expect(call.status).toHaveText("Call in-progress");

  await call.reply.fill(`${IMG} ${BREAKOUT}`);
  await call.say.click();
  await expect(call.conversation.getByRole("listitem").nth(1)).toContainText(`${IMG} ${BREAKOUT}`);
  await call.reply.fill(`${SCRIPT} bye`);
  await call.say.click();
  await expect(call.conversation).toContainText(`${SCRIPT} bye`);
  await expect(call.status).toHaveText("Call completed");
  await expect(call.summary).toBeVisible();
  // The summary keeps the instruction, as text.
  await expect(page.getByRole("main")).toContainText(PAYLOADS.join(" "));
  await expectInert(page, watch);
});

test("an image prompt shows its scripts as text in the result and the history", async ({
  page,
  visit,
}) => {
  const watch = await watchForScripts(page);
  await visit("/ai-image");
  const main = page.getByRole("main");
  const prompt = PAYLOADS.join(" ");
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
  await main.getByRole("button", { name: "Generate Image" }).click();
  const result = page.getByRole("dialog", { name: "Your generated image" });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result).toContainText(prompt);
  await expectInert(page, watch);
  await result.getByRole("button", { name: "Generate Another" }).click();

  // The history is read back from local storage after a reload: stored text, shown again.
  await page.reload();
  const history = main.getByRole("region", { name: "Generation History" });
  await expect(history.getByRole("button", { name: prompt.slice(0, 20) })).toBeVisible();
  await expect(history).toContainText(SCRIPT);
  await expectInert(page, watch);

  // A hand-edited history entry is still text.
  await page.evaluate(
    ({ key, payload }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? "{}") as {
        state: { items: object[] };
      };
      stored.state.items = stored.state.items.map((item) => ({ ...item, prompt: payload }));
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: IMAGE_HISTORY.storageKey, payload: `${BREAKOUT}${IMG}` },
  );
  await page.reload();
  await expect(history).toContainText(`${BREAKOUT}${IMG}`);
  await expectInert(page, watch);
  await history.getByRole("button", { name: "Clear History" }).click();
});

test("the check notices markup made from a payload", async ({ page, visit }) => {
  const watch = await watchForScripts(page);
  await visit("/");
  await page.evaluate((markup) => document.body.insertAdjacentHTML("beforeend", markup), IMG);
  await expect(expectInert(page, watch)).rejects.toThrow(/injected/);
});
