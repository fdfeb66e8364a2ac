import { listSubscribers, type Subscriber } from "../../modules/newsletter/repository";
import { UsageError, type CommandGroup } from "../command";
import { formatCsv, formatTable } from "../format";

const STATUSES: Subscriber["status"][] = ["pending", "subscribed", "unsubscribed"];
const COLUMNS = ["id", "email", "status", "created_at", "confirmed_at", "unsubscribed_at"];

function statusFilter(value: string | undefined): Subscriber["status"] | undefined {
  if (value === undefined) return undefined;
  if (!STATUSES.includes(value as Subscriber["status"])) {
    throw new UsageError(`Status must be one of ${STATUSES.join(", ")}`);
  }
  return value as Subscriber["status"];
}

export const subscribersCommands: CommandGroup = {
  description: "newsletter subscribers (double opt-in)",
  actions: {
    list: {
      args: "[pending|subscribed|unsubscribed]",
      description: "list subscribers, optionally of one status",
      run: async ({ db, out }, [status]) => {
        out(formatTable(await listSubscribers(db, statusFilter(status)), COLUMNS));
      },
    },
    export: {
      args: "[pending|subscribed|unsubscribed]",
      description: "subscribers as CSV on stdout (confirmed ones: `export subscribed`)",
      run: async ({ db, out }, [status]) => {
        out(formatCsv(await listSubscribers(db, statusFilter(status)), COLUMNS));
      },
    },
  },
};
