import { readdir, readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { signToken } from "../server/modules/newsletter/tokens";
import { uploadsDir } from "../server/modules/project-requests/uploads-dir";
import { expect, test } from "./fixtures";
import { ContactForm } from "./pages/contact-form";
import { NewsletterBox } from "./pages/newsletter-box";
import { API_KEY, uniqueToken } from "./pages/reviews-page";
import { failMailsTo, rowsWith } from "./site-database";
import { signInAsNewOperator } from "./pages/studio-console";
import { e2eDataDir, e2eSiteURL } from "./test-server";

const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
/** A mail server's own answer, with an account and a password in it: never shown in the console. */
const SECRET_ERROR = "Invalid login: 535 5.7.8 Authentication failed for mailer:hunter2-secret";

/** A full-page picture of the screen, kept with the test's results. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
}

test("a person's data is found, downloaded and erased from the console, files included; the audit log lists each step without it", async ({
  page,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueToken("data");
  const email = `${token}@example.in`;
  const operator = `Lena ${testInfo.project.name}`;

  // The person wrote from the contact page, and sent a project request with a brief.
  await page.goto(`${e2eSiteURL}/#/contact`);
  await expect(page.locator("#root[data-ready]")).toHaveCount(1);
  const form = new ContactForm(page);
  await form.fill({
    name: "Kavya Iyer",
    email,
    subject: `Textiles ${token}`,
    message: `A catalogue for our looms ${token}.`,
  });
  await form.send();
  await expect(form.result("Message Sent Successfully!")).toBeVisible();
  const requested = await request.post("/api/project-requests/", {
    headers: { "X-API-Key": API_KEY },
    multipart: {
      customer_type: "startup",
      project_title: `Loom shop ${token}`,
      name: "Kavya Iyer",
      email,
      details: "A shop for handloom saris.",
      files: { name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) },
    },
  });
  expect(requested.status()).toBe(201);
  const [projectRequest] = rowsWith("project_requests", "email", email);
  const storedFiles = rowsWith("project_request_files", "request_id", String(projectRequest?.id));
  expect(storedFiles).toHaveLength(1);

  await signInAsNewOperator(page, operator, `lena-${token}@studio.example`);
  await openSection(page, "Data requests");
  await expectNoAxeViolations();
  await page.getByLabel("E-mail address or phone number").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("status")).toHaveText(/^\d+ records found\.$/);
  const countOf = (kind: string) =>
    page.getByText(kind, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(countOf("Contact messages")).toHaveText("1");
  await expect(countOf("Project requests")).toHaveText("1");
  await expect(countOf("Attached files")).toHaveText("1");
  await expectNoAxeViolations();
  await screenshot(page, testInfo, "data-requests-found");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download everything (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(copy.contactMessages[0].message).toBe(`A catalogue for our looms ${token}.`);
  expect(Buffer.from(copy.projectRequests[0].files[0].content_base64, "base64").toString()).toBe(
    PDF,
  );

  await page.getByRole("button", { name: "Erase everything…" }).click();
  const confirmation = page.getByRole("region", { name: "Confirm the erasure" });
  await expect(confirmation.getByText(/This cannot be undone/)).toBeFocused();
  await expectNoAxeViolations();
  await screenshot(page, testInfo, "data-requests-confirm");
  await confirmation.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByRole("status")).toContainText(
    `Everything held about ${email.toUpperCase()} is erased`,
  );
  await expectNoAxeViolations();

  // Gone from the database and from the disk.
  for (const table of ["contact_messages", "project_requests", "mail_outbox"]) {
    const column = table === "mail_outbox" ? "to_address" : "email";
    expect(rowsWith(table, column, email), table).toEqual([]);
  }
  expect(await readdir(uploadsDir(e2eDataDir))).not.toContain(storedFiles[0]?.stored_name);

  await openSection(page, "Audit log");
  const mine = page.getByRole("row").filter({ hasText: operator });
  for (const action of [
    "looked up a person's data",
    "exported a person's data",
    "erased a person's data",
  ]) {
    await expect(mine.filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(page.getByRole("main")).not.toContainText(email);
  await expectNoAxeViolations();
});

test("a failed mail shows what went wrong in a word and is retried; the subscribers download as CSV", async ({
  page,
  request,
  visit,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueToken("mail");
  const email = `${token}@example.in`;

  const sent = await request.post("/api/contact/", {
    headers: { "X-API-Key": API_KEY },
    data: { name: "Arjun", email, subject: `Bounce ${token}`, message: "Please answer." },
  });
  expect(sent.ok()).toBe(true);
  failMailsTo(email, SECRET_ERROR);

  // A reader subscribed from the home page and confirmed from the mailed link.
  const reader = `reader-${token}@example.in`;
  await visit("/");
  await new NewsletterBox(page).subscribe(reader);
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
  const secret = process.env.NEWSLETTER_SECRET ?? "end-to-end-tests-newsletter-secret-0123456789";
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const confirmed = await request.get(
    `/newsletter/confirm?token=${signToken(secret, "confirm", reader, expires)}`,
  );
  expect(confirmed.status()).toBe(200);

  await signInAsNewOperator(page, `Omar ${testInfo.project.name}`, `omar-${token}@studio.example`);
  await openSection(page, "Failed mails");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("sign-in to the mail server refused");
  await expect(page.getByRole("main")).not.toContainText("hunter2");
  await expectNoAxeViolations();
  await screenshot(page, testInfo, "failed-mails");
  await row.getByRole("button", { name: `Retry the mail to ${email}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `The mail to ${email} is queued again; the outbox sends it at its next round.`,
  );
  await expect(row).toHaveCount(0);
  expect(rowsWith("mail_outbox", "to_address", email)).toMatchObject([
    { status: "pending", attempts: 0 },
  ]);

  await openSection(page, "Subscribers");
  const subscriber = page.getByRole("row").filter({ hasText: reader });
  await expect(subscriber).toContainText("Subscribed");
  await expect(subscriber).toContainText("127.0.0.1");
  await expectNoAxeViolations();
  await screenshot(page, testInfo, "subscribers");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv.split("\n")[0]).toBe(
    '"id","email","status","created_at","confirmed_at","confirmed_from","unsubscribed_at"',
  );
  expect(csv).toMatch(new RegExp(`^"\\d+","${reader}","subscribed",.*,"127\\.0\\.0\\.1",""$`, "m"));

  await openSection(page, "Audit log");
  const mine = page.getByRole("row").filter({ hasText: `Omar ${testInfo.project.name}` });
  for (const action of ["retried the mail", "exported the subscribers"]) {
    await expect(mine.filter({ hasText: action }).first()).toBeVisible();
  }

  // The whole log as CSV, oldest first; the export is itself an entry.
  const exporting = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...entries] = (await readFile((await exported.path()) ?? "", "utf8")).split("\n");
  expect(header).toBe(
    '"id","created_at","operator_id","operator_name","action","item_kind","item_id","detail","ip"',
  );
  const ownEntries = entries.filter((entry) => entry.includes(`"Omar ${testInfo.project.name}"`));
  // The last four: a retried test signs in a second operator of the same name.
  const actions = ownEntries.map((entry) => /^(?:"[^"]*",){4}"([^"]*)"/.exec(entry)?.[1]);
  expect(actions.slice(-4)).toEqual([
    "registered a passkey",
    "signed in",
    "retried the mail",
    "exported the subscribers",
  ]);
  await expect(mine.filter({ hasText: "exported the audit log" }).first()).toBeVisible();
  await expectNoAxeViolations();
  await screenshot(page, testInfo, "audit-log");
});
