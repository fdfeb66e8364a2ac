import type { Locator, Page } from "@playwright/test";

/** The newsletter sign-up box in the home and news sidebars. */
export class NewsletterBox {
  readonly region: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(page: Page) {
    this.region = page.getByRole("region", { name: "Newsletter" });
    this.email = this.region.getByLabel("E-mail address");
    this.submit = this.region.getByRole("button", { name: /^(Subscribe|Subscribing\.\.\.)$/ });
    this.alert = this.region.getByRole("alert");
  }

  async subscribe(address: string) {
    await this.email.fill(address);
    await this.submit.click();
  }
}
