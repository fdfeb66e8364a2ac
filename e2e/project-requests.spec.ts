import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { failRequests, holdRequests, recordRequests } from "./pages/network";
import type { UploadFile } from "./pages/project-request-page";

const REQUESTS = "**/api/project-requests/";
const SUCCESS = "Project request submitted successfully!";
const FAILURE = "Error submitting project request. Please try again.";

// Small real files: the server decides their type from the content.
const pdf: UploadFile = {
  name: "brief.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"),
};
const png: UploadFile = {
  name: "sketch.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** Checks the result modal says `text` and passes axe, then closes it with its Close button. */
async function readAndClose(
  modal: Locator,
  text: string,
  expectNoAxeViolations: () => Promise<void>,
) {
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(text);
  await expectNoAxeViolations();
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toHaveCount(0);
}

const project = {
  title: "Textile web shop",
  name: "Asha Rao",
  email: "asha@example.in",
  details: "A catalogue of 200 products, online payment and a simple order dashboard.",
};

test("shows the form, the 24-hour note, the nine customer types and a link to contact", async ({
  page,
  projectRequestPage: form,
}) => {
  await expect(
    form.form.getByRole("heading", { name: "Submit Your Project Details" }),
  ).toBeVisible();
  await expect(form.form).toContainText("Our team will contact you within 24 hours.");
  await expect(form.customerType).toHaveText("Individual");
  await expect(form.budget).toHaveAttribute("placeholder", "900");
  await expect(form.budget).toHaveAttribute("min", "750");
  await expect(form.form.getByText("₹", { exact: true })).toBeVisible();

  await form.customerType.click();
  await expect(page.getByRole("option")).toHaveText([
    "Individual",
    "Student (15% discount)",
    "Freelancer",
    "Startup (10% discount)",
    "Small Business",
    "Enterprise",
    "Non-profit",
    "Government",
    "Educational Institution",
  ]);
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/#\/contact$/);
});

test("missing fields and a budget under ₹750 are named inline and nothing is sent", async ({
  page,
  projectRequestPage: form,
}) => {
  const sent = recordRequests(page, /\/api\/project-requests\//);
  await form.budget.fill("500");
  await form.submit.click();
  await expect(form.title).toHaveAccessibleDescription("Please enter a project title");
  await expect(form.name).toHaveAccessibleDescription("Please enter your name");
  await expect(form.email).toHaveAccessibleDescription("Please enter your e-mail address");
  await expect(form.details).toHaveAccessibleDescription(/Please enter the project details/);
  await expect(form.budget).toHaveAccessibleDescription(/The minimum budget is ₹750/);
  await expect(form.confirmDialog).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test("a request with two attachments goes to the real server, then the form resets", async ({
  page,
  projectRequestPage: form,
  expectNoAxeViolations,
}) => {
  await form.fill({
    ...project,
    customerType: "Student (15% discount)",
    budget: "1200",
    deadline: "2027-03-31",
  });
  await form.attach([pdf, png]);
  await expect(form.attachedFiles).toHaveCount(2);
  await expect(form.attachedFiles.nth(0)).toContainText("brief.pdf");
  await expect(form.attachedFiles.nth(0)).toContainText(`${pdf.buffer.length} B`);
  await expect(form.attachedFiles.nth(1)).toContainText("sketch.png");

  const held = await holdRequests(page, REQUESTS);
  await form.submit.click();
  await expect(form.confirmDialog).toContainText(
    "Are you sure you want to submit your project request?",
  );
  await expectNoAxeViolations();
  await form.confirmDialog.getByRole("button", { name: "Confirm" }).click();

  await expect(form.confirmDialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(form.confirmDialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  // The form's own button, hidden from assistive tech behind the modal, says the same.
  await expect(
    page.locator("form").getByRole("button", { name: "Submitting...", includeHidden: true }),
  ).toBeDisabled();

  const reply = page.waitForResponse(REQUESTS);
  held.release();
  expect((await reply).ok()).toBe(true);

  await readAndClose(form.successModal, SUCCESS, expectNoAxeViolations);

  await expect(form.customerType).toHaveText("Individual");
  for (const field of [
    form.title,
    form.name,
    form.email,
    form.budget,
    form.deadline,
    form.details,
  ]) {
    await expect(field).toHaveValue("");
  }
  await expect(form.attachedFiles).toHaveCount(0);
  await expect(form.submit).toBeFocused();
});

test("Escape on the confirmation and on the result gives focus back to the submit button", async ({
  page,
  projectRequestPage: form,
}) => {
  await failRequests(page, REQUESTS, "500");
  await form.fill(project);
  await form.submit.click();
  await expect(form.confirmDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form.confirmDialog).toHaveCount(0);
  await expect(form.submit).toBeFocused();

  await form.submitAndConfirm();
  await expect(form.errorModal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form.errorModal).toHaveCount(0);
  await expect(form.submit).toBeFocused();
  await expect(form.title).toHaveValue(project.title);
});

for (const how of ["500", "abort"] as const) {
  test(`a failed request (${how}) shows the error modal and keeps the form and files`, async ({
    page,
    projectRequestPage: form,
    expectNoAxeViolations,
  }) => {
    await failRequests(page, REQUESTS, how);
    await form.fill({ ...project, customerType: "Startup (10% discount)" });
    await form.attach([pdf]);
    await form.submitAndConfirm();

    await readAndClose(form.errorModal, FAILURE, expectNoAxeViolations);
    await expect(form.customerType).toHaveText("Startup (10% discount)");
    await expect(form.title).toHaveValue(project.title);
    await expect(form.attachedFiles).toHaveCount(1);
    await expect(form.submit).toHaveText("Submit Project Request");
    await expect(form.submit).toBeEnabled();
  });
}

test("too large, too many and disallowed files are refused before anything is uploaded", async ({
  page,
  projectRequestPage: form,
}) => {
  const sent = recordRequests(page, /\/api\/project-requests\//);

  await form.attach([
    { name: "video.zip", mimeType: "application/zip", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
    pdf,
  ]);
  await expect(form.attachmentProblems).toContainText(
    '"video.zip" is larger than 10 MB, the limit for one file.',
  );
  await expect(form.attachmentProblems).toContainText('"setup.exe" is not an allowed file type.');
  await expect(form.attachedFiles).toHaveCount(1);

  const notes = Array.from({ length: 5 }, (_, n) => ({
    name: `note-${n + 1}.txt`,
    mimeType: "text/plain",
    buffer: Buffer.from(`Note ${n + 1}`),
  }));
  await form.attach(notes);
  await expect(form.attachedFiles).toHaveCount(5);
  await expect(form.attachmentProblems).toHaveText(
    '"note-5.txt" was not added: at most 5 files can be attached.',
  );
  await expect(form.addFiles).toBeDisabled();

  await form.form.getByRole("button", { name: "Remove brief.pdf" }).click();
  await expect(form.attachedFiles).toHaveCount(4);
  await expect(form.addFiles).toBeFocused();
  expect(sent).toHaveLength(0);
});
