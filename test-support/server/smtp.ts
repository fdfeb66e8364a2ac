import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP conversation carried them. */
  from: string;
  to: string[];
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /**
   * While on, mails are read but neither answered nor kept, as by a server that stalls before its
   * 250: a sender that dies meanwhile has had nothing accepted. Mails already held stay unanswered.
   */
  holdReplies(hold: boolean): void;
  /** How many mails have been held unanswered so far. */
  readonly held: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeEncodedWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return headers;
}

/** The text/plain and text/html bodies of a MIME entity, decoded. */
function bodies(raw: string, found: { text: string; html: string }) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (!part.startsWith("--")) bodies(part.replace(/^\r?\n/, ""), found);
    }
    return;
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body).toString("utf8")
        : body;
  if (type.startsWith("text/html")) found.html = decoded;
  else if (type.startsWith("text/plain")) found.text = decoded;
}

/**
 * A real SMTP server on a random local port (or the given one), keeping what it receives; with
 * `login`, it offers AUTH and refuses other credentials with 535, as mail servers do.
 */
export async function startSmtpServer(
  port = 0,
  login?: { user: string; password: string },
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let holding = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: login === undefined,
    disabledCommands: ["STARTTLS"],
    // Logins in the clear: the test server has no certificate to offer STARTTLS with.
    allowInsecureAuth: true,
    ...(login && {
      onAuth(auth, _session, callback) {
        if (auth.username === login.user && auth.password === login.password) {
          return callback(null, { user: auth.username });
        }
        callback(new Error("Invalid username or password"));
      },
    }),
    logger: false,
    onData(stream, session, callback) {
      if (holding) {
        held += 1;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headerEnd = raw.search(/\r?\n\r?\n/);
        const headers = parseHeaders(raw.slice(0, headerEnd));
        const found = { text: "", html: "" };
        bodies(raw, found);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers,
          subject: headers.get("subject") ?? "",
          ...found,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (
    server as unknown as { server: { address(): { port: number } } }
  ).server.address();
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    holdReplies: (hold) => {
      holding = hold;
    },
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
