import type { Kysely } from "kysely";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { parseDataSubject, type DataSubject } from "../../data-requests/data-subject";
import {
  countPersonalData,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  type PersonalDataCounts,
} from "../../data-requests/personal-data";
import { recordAction, type Actor } from "../audit/audit-log";

// A person's data requests from the console, through the admin command's `data` service. The
// audit log notes each step and what kind of subject it was about, never the address or number.

export type DataRequestConfig = Pick<Config, "DATA_DIR" | "SIGNING_SECRET">;

export const DATA_SUBJECT_DETAIL =
  "Enter an e-mail address, or a phone number with its country code (+91 98765 43210).";

function subjectOf(config: DataRequestConfig, raw: string): DataSubject {
  const subject = parseDataSubject(raw, config.SIGNING_SECRET);
  if (!subject) throw new Refusal("invalid", DATA_SUBJECT_DETAIL);
  return subject;
}

const subjectWords = (subject: DataSubject) =>
  subject.kind === "email" ? "by e-mail address" : "by phone number";

const total = (counts: PersonalDataCounts) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

const records = (count: number) => `${count} record${count === 1 ? "" : "s"}`;

export async function findData(
  db: Kysely<Database>,
  config: DataRequestConfig,
  actor: Actor,
  raw: string,
): Promise<PersonalDataCounts> {
  const subject = subjectOf(config, raw);
  const counts = countPersonalData(await findPersonalData(db, subject));
  await recordAction(db, actor, {
    action: "looked up a person's data",
    detail: `${subjectWords(subject)}; ${records(total(counts))} found`,
  });
  return counts;
}

/** Everything held about the person as one JSON document, attachments included. */
export async function exportData(
  db: Kysely<Database>,
  config: DataRequestConfig,
  actor: Actor,
  raw: string,
  now = new Date(),
): Promise<string> {
  const subject = subjectOf(config, raw);
  const json = await exportPersonalData(db, config.DATA_DIR, subject, now);
  await recordAction(
    db,
    actor,
    { action: "exported a person's data", detail: subjectWords(subject) },
    now,
  );
  return json;
}

/** Erases everything held about the person, files included; the erasure names the operator. */
export async function eraseData(
  db: Kysely<Database>,
  config: DataRequestConfig,
  actor: Actor,
  raw: string,
  now = new Date(),
): Promise<PersonalDataCounts> {
  const subject = subjectOf(config, raw);
  const counts = await erasePersonalData(db, config.DATA_DIR, subject, actor.name, now);
  await recordAction(
    db,
    actor,
    {
      action: "erased a person's data",
      detail: `${subjectWords(subject)}; ${records(total(counts))} erased`,
    },
    now,
  );
  return counts;
}
