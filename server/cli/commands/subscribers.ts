import { listSubscribers, type Subscriber } from "../../modules/newsletter/repository";
import { parseStatus, type CommandGroup } from "../command";
import { formatCsv, formatTable } from "../format";

const STATUSES: Subscriber["status"][] = ["pending", "subscribed", "unsubscribed"];
const COLUMNS = ["id", "email", "status", "created_at", "confirmed_at", "unsubscribed_at"];

export const subscribersCommands: CommandGroup = {
  description: "newsletter subscribers (double opt-in)",
  actions: {
    list: {
      args: "[pending|subscribed|unsubscribed]",
      description: "list subscribers, optionally of one status",
      run: async ({ db, out }, [status]) => {
        out(formatTable(await listSubscribers(db, parseStatus(STATUSES, status)), COLUMNS));
      },
    },
    export: {
      args: "[pending|subscribed|unsubscribed]",
      description: "subscribers as CSV on stdout (confirmed ones: `export subscribed`)",
      run: async ({ db, out }, [status]) => {
        out(formatCsv(await listSubscribers(db, parseStatus(STATUSES, status)), COLUMNS));
      },
    },
  },
};
