import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseDataSubject, type DataSubject } from "../../modules/data-requests/data-subject";
import {
  countPersonalData,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  type PersonalDataCounts,
} from "../../modules/data-requests/personal-data";
import { CommandError, UsageError, type CommandContext, type CommandGroup } from "../command";
import { formatRecord, terminalSafe } from "../format";

const SUBJECT = "EMAIL|PHONE";

function subjectOf({ config }: CommandContext, raw: string | undefined): DataSubject {
  const subject = raw ? parseDataSubject(raw, config.SIGNING_SECRET) : null;
  if (!subject) {
    throw new UsageError(
      "Expected an e-mail address or a phone number with its country code (+91 98765 43210)",
    );
  }
  return subject;
}

const countsRecord = (counts: PersonalDataCounts) =>
  formatRecord(Object.entries(counts).map(([kind, count]) => [kind, count]));

export const dataCommands: CommandGroup = {
  description: "a person's data requests: what is held about them, a copy, erasure",
  actions: {
    find: {
      args: SUBJECT,
      description: "count what is held about an e-mail address or phone number, by kind",
      run: async (context, [raw]) => {
        const data = await findPersonalData(context.db, subjectOf(context, raw));
        context.out(countsRecord(countPersonalData(data)));
      },
    },
    export: {
      args: `${SUBJECT} FILE`,
      description: "write everything held about them, attachments included, to FILE as JSON",
      run: async (context, [raw, file]) => {
        const subject = subjectOf(context, raw);
        if (!file) throw new UsageError("Expected the file to write");
        const target = resolve(file);
        const json = await exportPersonalData(
          context.db,
          context.config.DATA_DIR,
          subject,
          new Date(),
        );
        // Never over an existing file, and readable by its owner only: it holds someone's data.
        await writeFile(target, json, { flag: "wx", mode: 0o600 }).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
          throw new CommandError(`${terminalSafe(target)} exists already; name a new file`);
        });
        context.out(`Written to ${terminalSafe(target)}`);
      },
    },
    erase: {
      args: `${SUBJECT} --yes`,
      description: "erase everything held about them, files included; the erasure is recorded",
      run: async (context, [raw, confirmation]) => {
        const subject = subjectOf(context, raw);
        if (confirmation !== "--yes") {
          throw new UsageError("Erasure cannot be undone: add --yes to confirm");
        }
        const counts = await erasePersonalData(
          context.db,
          context.config.DATA_DIR,
          subject,
          "command line",
          new Date(),
        );
        context.out(`Erased:\n${countsRecord(counts)}`);
      },
    },
  },
};
