import { site } from "#content/site";
import { html } from "../../mail/escape";
import { layout, type MailContent } from "../../mail/layout";

export function newsletterConfirmationMail(links: {
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
}): MailContent {
  const subject = `Please confirm your subscription to the ${site.name} newsletter`;
  const body = html`<p>Thanks for signing up for our newsletter.</p>
    <p>Please confirm that this is your address:</p>
    <p>
      <a
        href="${links.confirmUrl}"
        style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px"
        >Confirm my subscription</a
      >
    </p>
    <p style="font-size:13px;color:#555">
      The link works for ${links.validDays} days. If you did not sign up, ignore this mail and you
      will not hear from us again.
    </p>`;
  const footer = html`You received this because your address was entered on ${site.website}.
    <a href="${links.unsubscribeUrl}">Unsubscribe</a>`;
  const text = [
    "Thanks for signing up for our newsletter.",
    "",
    "Please confirm that this is your address by opening this link:",
    links.confirmUrl,
    "",
    `The link works for ${links.validDays} days. If you did not sign up, ignore this mail and you will not hear from us again.`,
    "",
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join("\n");
  return { subject, html: layout(subject, body, footer), text };
}
