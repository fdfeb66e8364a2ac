import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { ContactMessage } from "./pages/contact-form";
import { failRequests, holdRequests, recordRequests } from "./pages/network";

const CONTACT = "**/api/contact/";
const SUCCESS_TITLE = "Message Sent Successfully!";
const SUCCESS_TEXT =
  "We'll get back to you soon. A confirmation email has been sent to your inbox.";
const ERROR_TITLE = "Something Went Wrong";
const ERROR_TEXT = "There was an error sending your message. Please try again later.";

const message: ContactMessage = {
  name: "Asha Rao",
  email: "asha@example.in",
  subject: "A web shop for our textiles",
  message: "We would like a small web shop with a catalogue and online payment.",
};

test("missing and malformed fields are named inline and nothing is sent", async ({
  page,
  contactForm: form,
}) => {
  const sent = recordRequests(page, /\/api\/contact\//);
  await form.submit.click();
  await expect(form.name).toHaveAccessibleDescription("Please enter your name");
  await expect(form.email).toHaveAccessibleDescription("Please enter your e-mail address");
  await expect(form.subject).toHaveAccessibleDescription("Please enter a subject");
  await expect(form.message).toHaveAccessibleDescription("Please enter your message");
  await expect(form.phone).not.toHaveAttribute("aria-invalid", "true");
  await form.email.fill("asha@");
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription("Please enter a valid e-mail address");
  await expect(form.confirmDialog).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test("Cancel in the confirm dialog sends nothing and keeps the message", async ({
  page,
  contactForm: form,
  expectNoAxeViolations,
}) => {
  const sent = recordRequests(page, /\/api\/contact\//);
  await form.fill(message);
  await form.submit.click();
  await expect(form.confirmDialog).toBeVisible();
  await expect(form.confirmDialog).toContainText("Are you sure you want to send this message?");
  await expectNoAxeViolations();
  await form.confirmDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(form.confirmDialog).toHaveCount(0);
  await expect(form.message).toHaveValue(message.message);
  expect(sent).toHaveLength(0);
});

test("Escape on the confirmation and on the result gives focus back to Send Message", async ({
  page,
  contactForm: form,
}) => {
  await form.fill(message);
  await form.submit.click();
  await expect(form.confirmDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form.confirmDialog).toHaveCount(0);
  await expect(form.submit).toBeFocused();

  await form.send();
  const overlay = form.result(SUCCESS_TITLE);
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  await expect(form.submit).toBeFocused();
});

test("Send shows 'Sending...', the real server accepts it, the overlay confirms and the fields clear", async ({
  page,
  contactForm: form,
  expectNoAxeViolations,
}) => {
  await form.fill({ ...message, company: "Rao Textiles" });
  const held = await holdRequests(page, CONTACT);
  await form.send();

  const sendButton = form.confirmDialog.getByRole("button", { name: "Sending..." });
  await expect(sendButton).toBeDisabled();
  await expect(form.confirmDialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  // The form's own button, hidden from assistive tech behind the modal, says the same.
  await expect(
    page.locator("form").getByRole("button", { name: "Sending...", includeHidden: true }),
  ).toBeDisabled();

  const reply = page.waitForResponse(CONTACT);
  held.release();
  const response = await reply;
  expect(response.ok()).toBe(true);
  const sentFields = response.request().postDataJSON() as Record<string, string>;
  expect(sentFields).toHaveProperty("company", "Rao Textiles");
  // Blank optional fields and the untouched trap field are left out.
  expect(sentFields).not.toHaveProperty("phone");
  expect(sentFields).not.toHaveProperty("website");

  const overlay = form.result(SUCCESS_TITLE);
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(SUCCESS_TEXT);
  await expectNoAxeViolations();
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toHaveCount(0);
  for (const field of [form.name, form.email, form.subject, form.message, form.company]) {
    await expect(field).toHaveValue("");
  }
  await expect(form.submit).toHaveText("Send Message");
  await expect(form.submit).toBeFocused();
});

test("can be filled in and sent with the keyboard alone", async ({ page, contactForm: form }) => {
  // Tab goes through the fields in order, typing where there is something to say.
  const stops: [Locator, string | undefined][] = [
    [form.name, message.name],
    [form.email, message.email],
    [form.phone, undefined],
    [form.company, undefined],
    [form.subject, message.subject],
    [form.message, message.message],
  ];
  await form.name.focus();
  for (const [field, text] of stops) {
    await expect(field).toBeFocused();
    if (text) await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  // The hidden trap field is skipped: the next stop is the button.
  await expect(form.submit).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(form.confirmDialog).toBeVisible();
  await expect(form.confirmDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.confirmDialog.getByRole("button", { name: "Send" })).toBeFocused();
  await page.keyboard.press("Enter");

  const overlay = form.result(SUCCESS_TITLE);
  await expect(overlay).toBeVisible();
  const close = overlay.getByRole("button", { name: "Close" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(overlay).toHaveCount(0);
  await expect(form.name).toHaveValue("");
  await expect(form.submit).toBeFocused();
});

for (const how of ["500", "abort"] as const) {
  test(`a failed send (${how}) shows the error overlay and keeps the message`, async ({
    page,
    contactForm: form,
    expectNoAxeViolations,
  }) => {
    await failRequests(page, CONTACT, how);
    await form.fill(message);
    await form.send();

    const overlay = form.result(ERROR_TITLE);
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(ERROR_TEXT);
    await expectNoAxeViolations();
    await page.keyboard.press("Escape");
    await expect(overlay).toHaveCount(0);
    await expect(form.submit).toBeFocused();
    await expect(form.name).toHaveValue(message.name);
    await expect(form.message).toHaveValue(message.message);
    await expect(form.submit).toBeEnabled();
  });
}
