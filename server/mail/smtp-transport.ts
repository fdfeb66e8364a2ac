import { createTransport } from "nodemailer";

export interface OutgoingMail {
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
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
