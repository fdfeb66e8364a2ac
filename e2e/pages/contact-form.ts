import type { Locator, Page } from "@playwright/test";
import { fillFields } from "./fill-fields";

export type ContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
  company?: string;
};

/** The contact form on /contact with its confirm dialog and result overlay. */
export class ContactForm {
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly company: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly confirmDialog: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole("region", { name: "Send Us a Message" });
    this.name = this.form.getByLabel("Name");
    this.email = this.form.getByLabel("E-mail");
    this.phone = this.form.getByLabel("Phone (optional)");
    this.company = this.form.getByLabel("Company (optional)");
    this.subject = this.form.getByLabel("Subject");
    this.message = this.form.getByLabel("Message");
    this.submit = this.form.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
    this.confirmDialog = page.getByRole("dialog", { name: "Confirm Submission" });
  }

  result(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  async fill(values: ContactMessage) {
    await fillFields([
      [this.name, values.name],
      [this.email, values.email],
      [this.subject, values.subject],
      [this.message, values.message],
      [this.phone, values.phone],
      [this.company, values.company],
    ]);
  }

  /** Submits and answers the confirm dialog with Send. */
  async send() {
    await this.submit.click();
    await this.confirmDialog.getByRole("button", { name: "Send" }).click();
  }
}
