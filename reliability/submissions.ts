import { randomBytes } from "node:crypto";

/** The three public forms whose writes must never be lost or doubled. */
export const SUBMISSION_KINDS = ["contact", "project-request", "review"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const API_KEY = "studio-site-public-key";
export const STUDIO_INBOX = "studio@reliability.example";

export interface SentFile {
  name: string;
  bytes: Buffer;
}

/** One submission, told apart from every other by the marker in its text and e-mail address. */
export interface Submission {
  kind: SubmissionKind;
  marker: string;
  files: SentFile[];
}

/** How a submission ended: the HTTP status, or null when the connection failed first. */
export interface Outcome {
  submission: Submission;
  status: number | null;
  /** The answer's `detail` of a 5xx, or why no answer came. */
  problem?: string;
}

const MARKER_PATTERN = /mark-[a-z]+-[0-9a-f]+-\d+/;
const KIND_TAGS: Record<SubmissionKind, string> = {
  contact: "c",
  "project-request": "p",
  review: "r",
};

/** Makes markers unique across runs on the same database: `mark-<kind>-<run>-<n>`. */
export function markerMaker(): (kind: SubmissionKind) => string {
  const run = randomBytes(4).toString("hex");
  let next = 0;
  return (kind) => `mark-${KIND_TAGS[kind]}-${run}-${(next += 1)}`;
}

/** The marker a stored text carries, if any. */
export function markerIn(text: string): string | undefined {
  return MARKER_PATTERN.exec(text)?.[0];
}

export function buildSubmission(kind: SubmissionKind, marker: string): Submission {
  if (kind !== "project-request") return { kind, marker, files: [] };
  const pdf = Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj<<>>endobj\n${randomBytes(300).toString("hex")}\n%%EOF\n`,
  );
  const files = [{ name: `brief ${marker}.pdf`, bytes: pdf }];
  // Every other request carries a second, plain-text file.
  if (Number(marker.split("-").at(-1)) % 2 === 0) {
    files.push({ name: "notes.txt", bytes: Buffer.from(`Notes for ${marker}\n`.repeat(20)) });
  }
  return { kind, marker, files };
}

/** The multipart fields of a project request, in the order a browser sends them. */
export function projectRequestFields(marker: string): Record<string, string> {
  return {
    customer_type: "startup",
    project_title: `Reliability ${marker}`,
    name: "Load Tester",
    email: `${marker}@visitors.example`,
    budget: "900",
    details: `A shop and an app, request ${marker}.`,
  };
}

function requestFor(submission: Submission): { path: string; init: RequestInit } {
  const { kind, marker } = submission;
  const visitor = { name: "Load Tester", email: `${marker}@visitors.example` };
  const json = (path: string, fields: Record<string, unknown>) => ({
    path,
    init: {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": API_KEY },
      body: JSON.stringify({ ...visitor, ...fields }),
    },
  });
  if (kind === "contact") {
    return json("/api/contact/", {
      subject: `Question ${marker}`,
      message: `Hello, message ${marker}.`,
    });
  }
  if (kind === "review") {
    return json("/api/reviews", {
      title: "Reliable",
      description: `Good work, review ${marker}.`,
      rating: 5,
    });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(projectRequestFields(marker))) {
    form.append(name, value);
  }
  for (const file of submission.files) {
    form.append("files", new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  return {
    path: "/api/project-requests/",
    init: { method: "POST", headers: { "x-api-key": API_KEY }, body: form },
  };
}

/** Sends one submission over real HTTP and reads the whole answer. */
export async function send(baseUrl: string, submission: Submission): Promise<Outcome> {
  const { path, init } = requestFor(submission);
  try {
    const response = await fetch(`${baseUrl}${path}`, init);
    const body = await response.text();
    return response.status >= 500
      ? { submission, status: response.status, problem: body }
      : { submission, status: response.status };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return { submission, status: null, problem: String(cause ?? error) };
  }
}
