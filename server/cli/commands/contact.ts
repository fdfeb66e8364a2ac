import { findContactMessage, listContactMessages } from "../../modules/contact/repository";
import type { CommandGroup } from "../command";
import { contactRecord } from "../../modules/studio/inbox/item-records";
import { showAction } from "../show-action";
import { exportAction, listAction } from "../table-actions";

export const contactCommands: CommandGroup = {
  description: "messages sent with the contact form",
  actions: {
    list: listAction({
      description: "list every message, newest last (spam marked)",
      rows: listContactMessages,
      columns: ["id", "created_at", "name", "email", "subject", "spam"],
      shown: (row) => ({ ...row, spam: row.is_spam ? "spam" : "" }),
    }),
    show: showAction({
      description: "show one message in full",
      find: findContactMessage,
      missing: (id) => `No contact message #${id}`,
      fields: contactRecord,
    }),
    export: exportAction({
      description: "every message as CSV on stdout",
      rows: listContactMessages,
      columns: [
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
      ],
    }),
  },
};
