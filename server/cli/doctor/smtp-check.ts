import { createSmtpTransporter } from "../../mail/smtp-transport";
import { errorText, type Check } from "./check";

/** The mail server takes a connection and the login in SMTP_URL; no mail is sent. */
export const checkSmtp: Check = async (config) => {
  if (!config.SMTP_URL) {
    return {
      status: "not configured",
      detail: "SMTP_URL unset: mail waits in the outbox (npm run admin -- outbox list)",
    };
  }
  const transporter = createSmtpTransporter(config.SMTP_URL);
  try {
    await transporter.verify();
    return { status: "ok", detail: "connects and logs in" };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      status: "failed",
      detail: errorText(error),
      fix:
        code === "EAUTH"
          ? "check the user name and password in SMTP_URL (smtp://user:password@host:587)"
          : "check the host and port in SMTP_URL and that the mail server accepts connections from here",
    };
  } finally {
    transporter.close();
  }
};
