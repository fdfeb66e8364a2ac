import { expect, test } from "./fixtures";
import { ContactForm } from "./pages/contact-form";
import { API_KEY, createReview, ReviewsPage, uniqueToken } from "./pages/reviews-page";
import {
  addVirtualAuthenticator,
  consoleUrl,
  inviteFromCommandLine,
  signInAsNewOperator,
} from "./pages/studio-console";
import { e2eSiteURL } from "./test-server";

test("an invited operator registers a passkey, signs in, handles a contact message and finds it in the audit log", async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  // One journey through every screen, with an accessibility check on each.
  test.setTimeout(120_000);
  const name = `Mira ${testInfo.project.name}`;
  const email = `mira-${testInfo.project.name}@studio.example`;
  const subject = `Console check ${testInfo.project.name} ${Date.now()}`;
  await addVirtualAuthenticator(page);
  // The console starts with the way in only: a signed-in page's code comes when it first opens.
  const pageCode = /\/studio\/assets\/[\w-]+-page-[\w-]+\.js$/;
  const fetchedPages: string[] = [];
  page.on("request", (request) => {
    if (pageCode.test(request.url())) fetchedPages.push(new URL(request.url()).pathname);
  });

  const link = inviteFromCommandLine(name, email);
  expect(link.startsWith(`${consoleUrl}#/invitation/`)).toBe(true);

  const response = await page.goto(link);
  const headers = response?.headers() ?? {};
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["content-security-policy"]).toContain("script-src 'self';");
  expect(headers["permissions-policy"]).toContain("publickey-credentials-get=(self)");
  await expect(page.getByRole("heading", { level: 1, name: "Create your passkey" })).toBeFocused();
  await expect(page.getByText(`Welcome, ${name} (${email})`)).toBeVisible();
  await expectNoAxeViolations();
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passkey saved" })).toBeVisible();

  // The link works once.
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("has been used or has expired");
  await expect(page.getByRole("button", { name: "Create passkey" })).toBeDisabled();

  await page.goto(`${consoleUrl}#/sign-in`);
  await expectNoAxeViolations();
  expect(fetchedPages).toEqual([]);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  expect(fetchedPages).toEqual([expect.stringMatching(/\/inbox-page-/)]);

  // A visitor writes from the public contact page.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`${e2eSiteURL}/#/contact`);
  await expect(publicPage.locator("#root[data-ready]")).toHaveCount(1);
  const form = new ContactForm(publicPage);
  await form.fill({
    name: "Asha Rao",
    email: "asha@example.in",
    subject,
    message: "We would like a catalogue site for our textiles.",
  });
  await form.send();
  await expect(form.result("Message Sent Successfully!")).toBeVisible();
  await publicPage.close();

  await page.reload();
  await page.getByLabel("Search titles and names").fill(subject);
  await page.getByRole("button", { name: "Search" }).click();
  const item = page.getByRole("link", { name: new RegExp(subject) });
  await expect(item).toBeVisible();
  await expect(item.getByRole("img", { name: "Unread" })).toBeVisible();
  await expectNoAxeViolations();
  await item.click();

  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeFocused();
  await expect(page.getByText("asha@example.in")).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("State: New");
  await expectNoAxeViolations();
  await page.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByRole("status")).toHaveText(`State: Done (by ${name})`);
  await expect(page.getByText(`${name} marked done`)).toBeVisible();

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const rows = page.getByRole("row");
  const mine = (action: string) =>
    rows.filter({ hasText: action }).filter({ hasText: name }).first();
  for (const action of ["marked done", "signed in", "registered a passkey"]) {
    await expect(mine(action)).toBeVisible();
  }
  await expect(
    rows.filter({ hasText: "invited an operator" }).filter({ hasText: email }).first(),
  ).toContainText("admin command");
  await expectNoAxeViolations();

  await page.getByRole("link", { name: "Operators" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Operators" })).toBeVisible();
  await expectNoAxeViolations();

  // Opened afresh, the layout stands and says it is waiting while the page's code comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/operators-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading the page…");
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expectNoAxeViolations();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Operators" })).toBeFocused();
  await page.unrouteAll();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.goto(`${consoleUrl}#/audit`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});

test("a reported review is taken off, restored and answered from the console; the reply shows on the testimonials page", async ({
  page,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueToken("mod");
  const id = await createReview(request, {
    name: "Devi",
    email: `${token}@example.in`,
    title: `Slow answers ${token}`,
    description: `They took a week to answer ${token}.`,
    rating: 2,
  });
  const report = await request.patch(`/api/reviews/${id}/report`, {
    headers: { "X-API-Key": API_KEY, "x-visitor-id": `visitor-${token}` },
  });
  expect(report.status()).toBe(200);

  await signInAsNewOperator(page, `Ravi ${testInfo.project.name}`, `ravi-${token}@studio.example`);
  await page.getByLabel("Kind").selectOption("review");
  await page.getByRole("link", { name: new RegExp(`Slow answers ${token}`) }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Slow answers ${token}` }),
  ).toBeVisible();
  await expectNoAxeViolations();
  await page.getByRole("button", { name: "Take off the site" }).click();
  await expect(page.getByText("not shown (removed)")).toBeVisible();
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("On the site: shown")).toBeVisible();
  const reply = `Thank you, Devi; we now answer within a day. ${token}`;
  await page.getByLabel("Public reply from the studio").fill(reply);
  await page.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByText(/replied to the review/)).toBeVisible();

  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await expect(page.getByText(reply)).toBeVisible({ timeout: 15_000 });
});

test("the public pages never load or link the console", async ({ page, visit }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await visit("/");
  const consoleLinks = await page
    .locator("a[href]")
    .evaluateAll((links) =>
      links
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith("/studio")),
    );
  expect(consoleLinks).toEqual([]);
  expect(requested.filter((url) => url.includes("/studio"))).toEqual([]);
});
