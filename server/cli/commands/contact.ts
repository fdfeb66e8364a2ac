import { findContactMessage, listContactMessages } from "../../modules/contact/repository";
import { CommandError, parseId, type CommandGroup } from "../command";
import { formatCsv, formatRecord, formatTable } from "../format";

const CSV_COLUMNS = [
  "id",
  "created_at",
  "name",
  "email",
  "phone",
  "company",
  "subject",
  "message",
  "is_spam",
  "ip",
];

export const contactCommands: CommandGroup = {
  description: "messages sent with the contact form",
  actions: {
    list: {
      args: "",
      description: "list every message, newest last (spam marked)",
      run: async ({ db, out }) => {
        const rows = (await listContactMessages(db)).map((row) => ({
          ...row,
          spam: row.is_spam ? "spam" : "",
        }));
        out(formatTable(rows, ["id", "created_at", "name", "email", "subject", "spam"]));
      },
    },
    show: {
      args: "ID",
      description: "show one message in full",
      run: async ({ db, out }, [id]) => {
        const row = await findContactMessage(db, parseId(id));
        if (!row) throw new CommandError(`No contact message #${id}`);
        out(
          formatRecord([
            ["id", row.id],
            ["received", row.created_at],
            ["name", row.name],
            ["email", row.email],
            ["phone", row.phone],
            ["company", row.company],
            ["spam", row.is_spam ? "yes (honeypot filled; not mailed)" : "no"],
            ["ip", row.ip],
            ["subject", row.subject],
            ["message", row.message],
          ]),
        );
      },
    },
    export: {
      args: "",
      description: "every message as CSV on stdout",
      run: async ({ db, out }) => {
        out(formatCsv(await listContactMessages(db), CSV_COLUMNS));
      },
    },
  },
};
