import { site } from "#content/site";
import { headerText, html } from "./escape";
import { fieldLines, fieldRows, layout, type Field, type MailContent } from "./layout";

export interface ContactMailData {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  company: string | null;
}

export interface ProjectRequestMailData {
  id: number;
  customerType: string;
  projectTitle: string;
  name: string;
  email: string;
  budget: number | null;
  deadline: string | null;
  details: string;
  attachments: readonly { name: string; sizeBytes: number; mimeType: string }[];
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

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

function contactFields(message: ContactMailData): Field[] {
  return [
    ["Name", message.name],
    ["E-mail", message.email],
    ["Phone", message.phone],
    ["Company", message.company],
    ["Subject", message.subject],
    ["Message", message.message],
  ];
}

export function contactConfirmationMail(message: ContactMailData): MailContent {
  const subject = `We received your message: ${headerText(message.subject, 80)}`;
  const body = html`<p>Hello ${message.name},</p>
    <p>
      Thank you for writing to ${site.name}. We read every message and will get back to you soon.
    </p>
    <p>A copy of what you sent:</p>
    ${fieldRows(contactFields(message))}`;
  const text = [
    `Hello ${message.name},`,
    "",
    `Thank you for writing to ${site.name}. We read every message and will get back to you soon.`,
    "",
    "A copy of what you sent:",
    "",
    fieldLines(contactFields(message)),
  ].join("\n");
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

function requestFields(request: ProjectRequestMailData): Field[] {
  return [
    ["Project", request.projectTitle],
    ["Customer type", request.customerType],
    ["Name", request.name],
    ["E-mail", request.email],
    ["Budget", request.budget === null ? null : `₹${request.budget}`],
    ["Deadline", request.deadline],
    ["Details", request.details],
  ];
}

function attachmentLines(request: ProjectRequestMailData): string[] {
  return request.attachments.map(
    (file) => `- ${file.name} (${formatBytes(file.sizeBytes)}, ${file.mimeType})`,
  );
}

export function projectRequestConfirmationMail(request: ProjectRequestMailData): MailContent {
  const subject = `Your project request: ${headerText(request.projectTitle, 80)}`;
  const files = request.attachments.map((file) => html`<li>${file.name}</li>`);
  const body = html`<p>Hello ${request.name},</p>
    <p>Thank you for your project request. Our team will contact you within 24 hours.</p>
    ${fieldRows(requestFields(request))}
    ${
      files.length > 0
        ? html`<p>Attachments received:</p>
            <ul>
              ${files}
            </ul>`
        : ""
    }`;
  const text = [
    `Hello ${request.name},`,
    "",
    "Thank you for your project request. Our team will contact you within 24 hours.",
    "",
    fieldLines(requestFields(request)),
    ...(request.attachments.length > 0
      ? ["", "Attachments received:", ...request.attachments.map((file) => `- ${file.name}`)]
      : []),
  ].join("\n");
  return { subject, html: layout(subject, body), text };
}

export function projectRequestNotificationMail(request: ProjectRequestMailData): MailContent {
  const subject = `Project request #${request.id}: ${headerText(request.projectTitle, 80)} (${request.customerType})`;
  const files = request.attachments.map(
    (file) =>
      html`<li>
        ${file.name}
        <span style="color:#555">(${formatBytes(file.sizeBytes)}, ${file.mimeType})</span>
      </li>`,
  );
  const command = `npm run admin -- requests files ${request.id} <folder>`;
  const body = html`<p>
      A new project request arrived. Reply to this mail to answer ${request.name}; the promise is a
      reply within 24 hours.
    </p>
    ${fieldRows(requestFields(request))}
    <p><strong>Attachments (${request.attachments.length})</strong></p>
    ${
      files.length > 0
        ? html`<ul>
              ${files}
            </ul>
            <p style="font-size:13px;color:#555">Copy them out with <code>${command}</code></p>`
        : html`<p>None.</p>`
    }`;
  const text = [
    "A new project request arrived. Reply to this mail to answer; the promise is a reply within 24 hours.",
    "",
    fieldLines(requestFields(request)),
    "",
    `Attachments (${request.attachments.length}):`,
    ...(request.attachments.length > 0
      ? [...attachmentLines(request), "", `Copy them out with: ${command}`]
      : ["None."]),
  ].join("\n");
  return { subject, html: layout(subject, body), text };
}
