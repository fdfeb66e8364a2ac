import { site } from "#content/site";
import { formatBytes } from "../../format-bytes";
import { headerText, html } from "../../mail/escape";
import { fieldLines, fieldRows, layout, type Field, type MailContent } from "../../mail/layout";
import { greeting } from "../../mail/receipt";
import type { ProjectRequestRow } from "./repository";

type RequestFieldsData = Pick<
  ProjectRequestRow,
  "customer_type" | "project_title" | "name" | "email" | "budget" | "deadline" | "details"
>;

type AttachmentData = { name: string; sizeBytes: number; mimeType: string };

/** The stored request with its attachments, as the studio's notification tells it. */
export type ProjectRequestMailData = RequestFieldsData &
  Pick<ProjectRequestRow, "id"> & { attachments: readonly AttachmentData[] };

/** The visitor's values with their labels: the notification's and the admin command's. */
export function requestFields(request: RequestFieldsData): Field[] {
  return [
    ["Project", request.project_title],
    ["Customer type", request.customer_type],
    ["Name", request.name],
    ["E-mail", request.email],
    ["Budget", request.budget === null ? null : `₹${request.budget}`],
    ["Deadline", request.deadline],
    ["Details", request.details],
  ];
}

/** An attachment as one line of text: its name, size and type. */
export function attachmentLine(file: AttachmentData): string {
  return `${file.name} (${formatBytes(file.sizeBytes)}, ${file.mimeType})`;
}

function attachmentLines(request: ProjectRequestMailData): string[] {
  return request.attachments.map((file) => `- ${attachmentLine(file)}`);
}

/**
 * The visitor's receipt: of what they wrote, only their name, and only when it is plainly one;
 * the attachments are counted, not named.
 */
export function projectRequestConfirmationMail(name: string, attachmentCount: number): MailContent {
  const subject = `Your project request to ${site.name}`;
  const hello = greeting(name);
  const lines = [
    "Thank you for your project request. Our team will contact you within 24 hours.",
    ...(attachmentCount > 0
      ? [`We received ${attachmentCount} attached ${attachmentCount === 1 ? "file" : "files"}.`]
      : []),
    "If you did not send a request, someone entered your address by mistake; you can ignore this mail.",
  ];
  const body = html`<p>${hello}</p>
    ${lines.map((line) => html`<p>${line}</p>`)}`;
  const text = [hello, ...lines].join("\n\n");
  return { subject, html: layout(subject, body), text };
}

export function projectRequestNotificationMail(request: ProjectRequestMailData): MailContent {
  const subject = `Project request #${request.id}: ${headerText(request.project_title, 80)} (${request.customer_type})`;
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
