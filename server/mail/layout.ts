import { site } from "#content/site";
import { html, type SafeHtml } from "./escape";

/** The subject, HTML and plain-text bodies of one mail. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** A label and a visitor's value, shown as a table row in HTML and a line in text. */
export type Field = readonly [label: string, value: string | number | null | undefined];

export function fieldRows(fields: readonly Field[]): SafeHtml {
  const rows = fields
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(
      ([label, value]) =>
        html`<tr>
          <th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555">${label}</th>
          <td style="padding:4px 0;white-space:pre-wrap">${value}</td>
        </tr>`,
    );
  return html`<table role="presentation" cellpadding="0" cellspacing="0">
    ${rows}
  </table>`;
}

export function fieldLines(fields: readonly Field[]): string {
  return fields
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value]) => {
      const text = String(value);
      return text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

/** Wraps a body in the studio's simple, client-proof HTML frame (inline styles only). */
export function layout(title: string, body: SafeHtml, footer?: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1d24;line-height:1.5"
      >
        <div
          style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"
        >
          <p style="margin:0 0 16px;font-size:18px;font-weight:bold">${site.name}</p>
          ${body}
        </div>
        <p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#666">
          ${footer ?? html`${site.name} · ${site.address.city} · ${site.website}`}
        </p>
      </body>
    </html> `.value;
}
