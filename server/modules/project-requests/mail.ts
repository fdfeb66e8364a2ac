import { formatBytes } from "../../format-bytes";
import { headerText, html } from "../../mail/escape";
import { fieldLines, fieldRows, layout, type Field, type MailContent } from "../../mail/layout";

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
