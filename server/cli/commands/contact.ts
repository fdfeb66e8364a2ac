import { findContactMessage, listContactMessages } from "../../modules/contact/repository";
import type { CommandGroup } from "../command";
import { formatCsv, formatTable } from "../format";
import { showAction } from "../show-action";

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
    show: showAction({
      description: "show one message in full",
      find: findContactMessage,
      missing: (id) => `No contact message #${id}`,
      fields: (row) => [
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
      ],
    }),
    export: {
      args: "",
      description: "every message as CSV on stdout",
      run: async ({ db, out }) => {
        out(formatCsv(await listContactMessages(db), CSV_COLUMNS));
      },
    },
  },
};
