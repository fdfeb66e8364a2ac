import type { Kysely } from "kysely";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { parseDataSubject, type DataSubject } from "../../data-requests/data-subject";
import {
  countPersonalData,
  erasePersonalRows,
  exportPersonalData,
  findPersonalData,
  removeErasedFiles,
  type PersonalDataCounts,
} from "../../data-requests/personal-data";
import { recordAction, withAuditEntry, type Actor } from "../audit/audit-log";

// A person's data requests from the console, through the admin command's `data` service. The
// audit log notes each step and what kind of subject it was about, never the address or number.

export type DataRequestConfig = Pick<Config, "DATA_DIR" | "SIGNING_SECRET">;

export const DATA_SUBJECT_DETAIL =
  "Enter an e-mail address, or a phone number with its country code (+91 98765 43210).";

const subjectWords = (subject: DataSubject) =>
  subject.kind === "email" ? "by e-mail address" : "by phone number";

const total = (counts: PersonalDataCounts) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

const records = (count: number) => `${count} record${count === 1 ? "" : "s"}`;

/** Each request names its person as typed (an e-mail address or a phone number); read once here. */
export function createDataRequestService(db: Kysely<Database>, config: DataRequestConfig) {
  const subjectOf = (raw: string): DataSubject => {
    const subject = parseDataSubject(raw, config.SIGNING_SECRET);
    if (!subject) throw new Refusal("invalid", DATA_SUBJECT_DETAIL);
    return subject;
  };

  return {
    /** How many records of each kind are held about the person. */
    async find(actor: Actor, raw: string, now = new Date()): Promise<PersonalDataCounts> {
      const subject = subjectOf(raw);
      const counts = countPersonalData(await findPersonalData(db, subject));
      const detail = `${subjectWords(subject)}; ${records(total(counts))} found`;
      await recordAction(db, actor, { action: "looked up a person's data", detail }, now);
      return counts;
    },

    /** Everything held about the person as one JSON document, attachments included. */
    async export(actor: Actor, raw: string, now = new Date()): Promise<string> {
      const subject = subjectOf(raw);
      const json = await exportPersonalData(db, config.DATA_DIR, subject, now);
      const detail = subjectWords(subject);
      await recordAction(db, actor, { action: "exported a person's data", detail }, now);
      return json;
    },

    /**
     * Erases everything held about the person, files included; the erasure names the operator,
     * and its audit entry is written with it or not at all.
     */
    async erase(actor: Actor, raw: string, now = new Date()): Promise<PersonalDataCounts> {
      const subject = subjectOf(raw);
      const erased = await withAuditEntry(
        db,
        actor,
        (trx) => erasePersonalRows(trx, subject, actor.name, now),
        ({ counts }) => ({
          action: "erased a person's data",
          detail: `${subjectWords(subject)}; ${records(total(counts))} erased`,
        }),
        now,
      );
      await removeErasedFiles(config.DATA_DIR, erased);
      return erased.counts;
    },
  };
}

export type DataRequestService = ReturnType<typeof createDataRequestService>;
