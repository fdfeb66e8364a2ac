import { site } from "#content/site";
import { headerText, html } from "../../mail/escape";
import { fieldLines, fieldRows, layout, type Field, type MailContent } from "../../mail/layout";
import { greeting } from "../../mail/receipt";
import type { ContactMessageRow } from "./repository";

/** The stored message, as the studio's notification tells it. */
export type ContactMailData = Pick<
  ContactMessageRow,
  "id" | "name" | "email" | "subject" | "message" | "phone" | "company"
>;

/** The visitor's values with their labels: the notification's and the admin command's. */
export function contactFields(message: ContactMailData): Field[] {
  return [
    ["Name", message.name],
    ["E-mail", message.email],
    ["Phone", message.phone],
    ["Company", message.company],
    ["Subject", message.subject],
    ["Message", message.message],
  ];
}

/** The visitor's receipt: of what they wrote, only their name, and only when it is plainly one. */
export function contactConfirmationMail(name: string): MailContent {
  const subject = `We received your message to ${site.name}`;
  const hello = greeting(name);
  const thanks = `Thank you for writing to ${site.name}. We read every message and will get back to you soon.`;
  const notYou =
    "If you did not write to us, someone entered your address by mistake; you can ignore this mail.";
  const body = html`<p>${hello}</p>
    <p>${thanks}</p>
    <p style="font-size:13px;color:#555">${notYou}</p>`;
  const text = [hello, "", thanks, "", notYou].join("\n");
  return { subject, html: layout(subject, body), text };
}

export function contactNotificationMail(message: ContactMailData): MailContent {
  const subject = `Contact message #${message.id} from ${headerText(message.name, 60)}: ${headerText(message.subject, 80)}`;
  const body = html`<p>
      A new message arrived through the contact form. Reply to this mail to answer ${message.name}.
    </p>
    ${fieldRows(contactFields(message))}
    <p style="font-size:13px;color:#555">
      Stored as contact message #${message.id}:
      <code>npm run admin -- contact show ${message.id}</code>
    </p>`;
  const text = [
    `A new message arrived through the contact form. Reply to this mail to answer ${message.name}.`,
    "",
    fieldLines(contactFields(message)),
    "",
    `Stored as contact message #${message.id}: npm run admin -- contact show ${message.id}`,
  ].join("\n");
  return { subject, html: layout(subject, body), text };
}
