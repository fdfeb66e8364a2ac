import type { Locator, Page, WebSocketRoute } from "@playwright/test";
import { CALL_CARD_TEXTS } from "#contract/ai-call-rules";

/** The AI call dialer: its form, the call under way, its summary and the banners. */
export class AiCallPage {
  readonly phone: Locator;
  readonly message: Locator;
  readonly playCallee: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly demoCode: Locator;
  readonly changeNumber: Locator;
  readonly challenge: Locator;
  readonly start: Locator;
  readonly status: Locator;
  readonly error: Locator;
  readonly conversation: Locator;
  readonly reply: Locator;
  readonly say: Locator;
  readonly summary: Locator;
  readonly download: Locator;
  /** The call under way: who is called, its state, timer and hang-up. */
  readonly stage: Locator;
  /** The call that has ended: outcome, length, what was agreed. */
  readonly summaryCard: Locator;
  readonly callAgain: Locator;
  readonly newCall: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel("Phone number");
    this.message = page.getByLabel("Initial message");
    this.playCallee = page.getByLabel(/answer as the person called/);
    this.sendCode = page.getByRole("button", { name: "Send code" });
    this.code = page.getByLabel("Code from the text message");
    this.demoCode = page.locator("[data-demo-code]");
    this.changeNumber = page.getByRole("button", { name: "Change number" });
    this.challenge = page.getByRole("checkbox", {
      name: /^(I.m not a robot|Verifying...|Verified)$/,
    });
    this.start = page.getByRole("button", { name: /^(Start Call|Calling\.\.\.)$/ });
    this.status = page.getByRole("status", { name: "Call status" });
    this.error = page.getByRole("alert");
    this.conversation = page.getByRole("log");
    this.reply = page.getByLabel("Your reply as the callee");
    this.say = page.getByRole("button", { name: "Say" });
    this.summary = page.getByRole("heading", { name: "Call summary" });
    this.download = page.getByRole("link", { name: "Download transcript" });
    this.stage = page.getByRole("region", { name: CALL_CARD_TEXTS.label, exact: true });
    this.summaryCard = page.getByRole("region", { name: CALL_CARD_TEXTS.summaryHeading });
    this.callAgain = page.getByRole("button", { name: CALL_CARD_TEXTS.callAgain });
    this.newCall = page.getByRole("button", { name: CALL_CARD_TEXTS.newCall });
  }

  /**
   * A valid Indian mobile number no other test uses (each number may be called twice a day),
   * ending in `ending` when given: the demo's busy, no-answer, failed and voicemail numbers end in 0001-0004.
   */
  static uniqueNumber(ending?: string): string {
    // Its last digit is 5 to 9: never one of the demo's endings (0001 to 0004 play a busy line, no
    // answer, a failed call and a voicemail), which a random tail would hit now and then.
    const tail = `${10_000 + Math.floor(Math.random() * 90_000)}${5 + Math.floor(Math.random() * 5)}`;
    return ending ? `+91 98${tail.slice(0, 4)}${ending}` : `+91 9870 ${tail}`;
  }

  /** Number and instruction, then "Send code": the consent step opens, or an error shows. */
  async requestCode(phone: string, message: string): Promise<void> {
    // An earlier error goes first, so that the one waited for below is this request's.
    if (await this.error.isVisible()) {
      await this.page.getByRole("button", { name: "Dismiss error" }).click();
    }
    await this.phone.fill(phone);
    await this.message.fill(message);
    await this.sendCode.click();
    await this.code.or(this.error).first().waitFor();
  }

  /** Types the code the demo shows on screen, as the person called would read it out. */
  async enterDemoCode(): Promise<void> {
    await this.code.fill((await this.demoCode.textContent()) ?? "");
  }

  /** The whole demo flow: the code step with the code shown on screen, then the call. */
  async placeCall(phone: string, message: string): Promise<void> {
    await this.requestCode(phone, message);
    if (await this.error.isVisible()) return;
    await this.enterDemoCode();
    await this.start.click();
  }
}

/** Passes the call socket through, holding back the answer until the test releases it. */
export async function holdAnswer(page: Page) {
  const held: string[] = [];
  let client: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/api\/ai-call-dialer\/ws/, (socket) => {
    client = socket;
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (held.length > 0 || String(message).includes('"in-progress"')) held.push(String(message));
      else socket.send(message);
    });
  });
  return () => {
    for (const message of held.splice(0)) client?.send(message);
  };
}
