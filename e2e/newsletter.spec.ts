import { signToken } from "../server/modules/newsletter/tokens";
import { expect, test } from "./fixtures";
import { NewsletterBox } from "./pages/newsletter-box";
import { failRequests, holdRequests, recordRequests } from "./pages/network";

const SUBSCRIBE = "**/api/newsletter/subscribe";
const SUCCESS = "Successfully subscribed to our newsletter!";
const ALREADY = "This email is already subscribed to our newsletter!";
const FAILURE = "Error subscribing to newsletter. Please try again.";

const uniqueAddress = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

test("subscribing on the home page shows 'Subscribing...', then thanks in place of the form", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visit("/");
  const box = new NewsletterBox(page);
  await expect(box.alert).toBeEmpty();
  const held = await holdRequests(page, SUBSCRIBE);
  await box.subscribe(uniqueAddress("home"));

  await expect(box.submit).toHaveText("Subscribing...");
  await expect(box.submit).toBeDisabled();
  const reply = page.waitForResponse(SUBSCRIBE);
  held.release();
  expect((await reply).ok()).toBe(true);

  await expect(box.alert).toHaveText(SUCCESS);
  await expect(box.region).toContainText("Thank you for subscribing!");
  await expect(box.email).toHaveCount(0);
  await expectNoAxeViolations({ include: "main" });
});

test("an empty address sends nothing", async ({ page, visit }) => {
  await visit("/news");
  const box = new NewsletterBox(page);
  const sent = recordRequests(page, /\/api\/newsletter\/subscribe/);
  await box.email.fill("");
  await box.submit.click();
  await box.email.press("Enter");
  await expect(box.submit).toHaveText("Subscribe");
  await expect(box.alert).toBeEmpty();
  expect(sent).toHaveLength(0);
});

test("a malformed address is explained next to the field and not sent", async ({ page, visit }) => {
  await visit("/news");
  const box = new NewsletterBox(page);
  const sent = recordRequests(page, /\/api\/newsletter\/subscribe/);
  await box.subscribe("asha@");
  await expect(box.email).toHaveAccessibleDescription("Please enter a valid e-mail address");
  expect(sent).toHaveLength(0);
});

test("a confirmed address is told it is already subscribed, without the thank-you", async ({
  page,
  visit,
}, testInfo) => {
  const secret = testInfo.config.webServer?.env?.NEWSLETTER_SECRET;
  test.skip(!secret, "the e2e server's newsletter secret is needed to confirm an address");

  const address = uniqueAddress("confirmed");
  await visit("/news");
  const box = new NewsletterBox(page);
  await box.subscribe(address);
  await expect(box.alert).toHaveText(SUCCESS);

  // Opening the link from the confirmation mail, as the subscriber would.
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const confirm = await page.request.get(
    `/newsletter/confirm?token=${signToken(secret!, "confirm", address, expires)}`,
  );
  expect(confirm.status()).toBe(200);

  await visit("/");
  const again = new NewsletterBox(page);
  await again.subscribe(address);
  await expect(again.alert).toHaveText(ALREADY);
  await expect(again.region).not.toContainText("Thank you for subscribing!");
  await expect(again.submit).toHaveText("Subscribe");
  await expect(again.submit).toBeEnabled();
});

test("the 'already subscribed' reply shape gives the alert and keeps the form", async ({
  page,
  visit,
}) => {
  await page.route(SUBSCRIBE, (route) =>
    route.fulfill({ json: { message: "This email is already subscribed" } }),
  );
  await visit("/news");
  const box = new NewsletterBox(page);
  await box.subscribe(uniqueAddress("known"));
  await expect(box.alert).toHaveText(ALREADY);
  await expect(box.region).not.toContainText("Thank you for subscribing!");
  await expect(box.email).toBeVisible();
});

for (const how of ["500", "abort"] as const) {
  test(`a failed sign-up (${how}) says so and returns to the form`, async ({
    page,
    visit,
    expectNoAxeViolations,
  }) => {
    await failRequests(page, SUBSCRIBE, how);
    await visit("/news");
    const box = new NewsletterBox(page);
    const address = uniqueAddress("failure");
    await box.subscribe(address);
    await expect(box.alert).toHaveText(FAILURE);
    await expect(box.submit).toHaveText("Subscribe");
    await expect(box.submit).toBeEnabled();
    await expect(box.email).toHaveValue(address);
    await expect(box.region).not.toContainText("Thank you for subscribing!");
    await expectNoAxeViolations({ include: "main" });
  });
}
