import { expect, type CDPSession, type Page } from "@playwright/test";
import { e2eSiteURL, runAdmin } from "../test-server";

// Signing in to the studio console in a browser test: passkeys through Chromium's virtual
// authenticator, the first invitation from the admin command.

/** The console runs on the site's public address, to which its passkeys belong. */
export const consoleUrl = `${e2eSiteURL}/studio/`;

/** Chromium's virtual authenticator: a platform passkey that verifies its user without asking. */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send("WebAuthn.enable");
  await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return session;
}

/** The one-time link `operators invite` prints. */
export function inviteFromCommandLine(name: string, email: string): string {
  return runAdmin("operators", "invite", name, email).trim().split("\n").at(-1) ?? "";
}

/** Invites an operator from the command line, registers their passkey and signs them in. */
export async function signInAsNewOperator(page: Page, name: string, email: string): Promise<void> {
  await addVirtualAuthenticator(page);
  await page.goto(inviteFromCommandLine(name, email));
  await page.getByRole("button", { name: "Create passkey" }).click();
  await page.getByRole("link", { name: "Go to sign-in" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}
