import { findMail, listMails, requeueMails, type OutboxMail } from "../../mail/outbox-repository";
import { mailRecord } from "../../modules/studio/inbox/item-records";
import { CommandError, parseId, parseStatus, type CommandGroup } from "../command";
import { formatTable } from "../format";
import { showAction } from "../show-action";

const STATUSES: OutboxMail["status"][] = ["pending", "sent", "failed"];

export const outboxCommands: CommandGroup = {
  description: "e-mails queued by the site, sent by the outbox worker when SMTP_URL is set",
  actions: {
    list: {
      args: "[pending|sent|failed]",
      description: "list queued and sent mails, optionally of one status",
      run: async ({ db, out }, [status]) => {
        const mails = await listMails(db, parseStatus(STATUSES, status));
        out(
          formatTable(mails, [
            "id",
            "created_at",
            "kind",
            "to_address",
            "subject",
            "status",
            "attempts",
            "next_attempt_at",
            "last_error",
          ]),
        );
      },
    },
    show: showAction({
      description: "show one mail with its headers and text body",
      find: findMail,
      missing: (id) => `No mail #${id} in the outbox`,
      fields: mailRecord,
    }),
    retry: {
      args: "ID",
      description: "send a pending or failed mail again at the next drain",
      run: async ({ db, out }, [id]) => {
        const mailId = parseId(id);
        if ((await requeueMails(db, { id: mailId }, new Date())) === 0) {
          throw new CommandError(`No unsent mail #${mailId} in the outbox`);
        }
        out(`Mail #${mailId} will be sent at the next drain.`);
      },
    },
    "retry-failed": {
      args: "",
      description: "send every failed mail again at the next drain",
      run: async ({ db, out }) => {
        const count = await requeueMails(db, { status: "failed" }, new Date());
        out(`${count} failed mail${count === 1 ? "" : "s"} will be sent at the next drain.`);
      },
    },
  },
};
