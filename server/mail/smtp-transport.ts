import { createTransport, type Transporter } from "nodemailer";

export interface OutgoingMail {
  /** Stable per queued mail; the left part of its Message-ID. */
  reference: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where queued mail goes out; the outbox worker needs nothing else. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nodemailer over SMTP_URL, with timeouts so a dead server fails an attempt instead of hanging. */
export function createSmtpTransporter(url: string): Transporter {
  return createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** Queued mail sent through SMTP_URL as MAIL_FROM. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = createSmtpTransporter(url);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    send: async ({ reference, ...mail }) => {
      await transporter.sendMail({ from, messageId: `<${reference}@${domain}>`, ...mail });
    },
    close: () => transporter.close(),
  };
}
