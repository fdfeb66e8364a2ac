import type { Locator, Page } from "@playwright/test";
import { fillFields } from "./fill-fields";

export type ProjectDetails = {
  customerType?: string;
  title: string;
  name: string;
  email: string;
  budget?: string;
  deadline?: string;
  details: string;
};

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** The project request form on /projectrequest with its dialogs. */
export class ProjectRequestPage {
  readonly form: Locator;
  readonly customerType: Locator;
  readonly title: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly budget: Locator;
  readonly deadline: Locator;
  readonly details: Locator;
  readonly fileInput: Locator;
  readonly addFiles: Locator;
  readonly attachedFiles: Locator;
  readonly attachmentProblems: Locator;
  readonly submit: Locator;
  readonly confirmDialog: Locator;
  readonly successModal: Locator;
  readonly errorModal: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole("form", { name: "Submit Your Project Details" });
    this.customerType = this.form.getByRole("combobox", { name: "Customer type" });
    this.title = this.form.getByLabel("Project title");
    this.name = this.form.getByLabel("Name", { exact: true });
    this.email = this.form.getByLabel("E-mail");
    this.budget = this.form.getByLabel("Budget (₹) (optional)");
    this.deadline = this.form.getByLabel("Deadline (optional)");
    this.details = this.form.getByLabel("Project details", { exact: true });
    this.fileInput = this.form.getByLabel("Choose files to attach");
    this.addFiles = this.form.getByRole("button", { name: "Add files" });
    this.attachedFiles = this.form
      .getByRole("list", { name: "Attached files" })
      .getByRole("listitem");
    this.attachmentProblems = this.form
      .getByRole("group", { name: /Attachments/ })
      .getByRole("alert");
    this.submit = this.form.getByRole("button", {
      name: /^(Submit Project Request|Submitting\.\.\.)$/,
    });
    this.confirmDialog = page.getByRole("dialog", { name: "Confirm Submission" });
    this.successModal = page.getByRole("dialog", { name: "Success" });
    this.errorModal = page.getByRole("dialog", { name: "Error" });
  }

  async chooseCustomerType(label: string) {
    await this.customerType.click();
    await this.page.getByRole("option", { name: label }).click();
  }

  async fill(values: ProjectDetails) {
    if (values.customerType) await this.chooseCustomerType(values.customerType);
    await fillFields([
      [this.title, values.title],
      [this.name, values.name],
      [this.email, values.email],
      [this.budget, values.budget],
      [this.deadline, values.deadline],
      [this.details, values.details],
    ]);
  }

  async attach(files: UploadFile[]) {
    await this.fileInput.setInputFiles(files);
  }

  /** Submits and answers the confirm dialog with Confirm. */
  async submitAndConfirm() {
    await this.submit.click();
    await this.confirmDialog.getByRole("button", { name: "Confirm" }).click();
  }
}
