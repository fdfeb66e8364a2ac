import type { Locator, Page } from "@playwright/test";

/** The AI call dialer's form, banners and conversation. */
export class AiCallPage {
  readonly phone: Locator;
  readonly message: Locator;
  readonly playCallee: Locator;
  readonly start: Locator;
  readonly status: Locator;
  readonly error: Locator;
  readonly conversation: Locator;
  readonly reply: Locator;
  readonly say: Locator;
  readonly summary: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel("Phone number");
    this.message = page.getByLabel("Initial message");
    this.playCallee = page.getByLabel(/answer as the person called/);
    this.start = page.getByRole("button", { name: /^(Start Call|Calling\.\.\.)$/ });
    const form = page.getByRole("region", { name: "Place a call" });
    this.status = form.getByRole("status");
    this.error = form.getByRole("alert");
    this.conversation = page.getByRole("log");
    this.reply = page.getByLabel("Your reply as the callee");
    this.say = page.getByRole("button", { name: "Say" });
    this.summary = page.getByRole("heading", { name: "Call summary" });
    this.download = page.getByRole("link", { name: "Download transcript" });
  }

  /**
   * A valid Indian mobile number no other test uses (each number may be called twice a day),
   * ending in `ending` when given: the demo's busy, no-answer, failed and voicemail numbers end in 0001-0004.
   */
  static uniqueNumber(ending?: string): string {
    const tail = String(100_000 + Math.floor(Math.random() * 800_000));
    return ending ? `+91 98${tail.slice(0, 4)}${ending}` : `+91 9870 ${tail}`;
  }

  async placeCall(phone: string, message: string): Promise<void> {
    await this.phone.fill(phone);
    await this.message.fill(message);
    await this.start.click();
  }
}
