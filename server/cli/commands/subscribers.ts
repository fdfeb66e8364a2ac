import { listSubscribers } from "../../modules/newsletter/repository";
import {
  SUBSCRIBER_COLUMNS,
  SUBSCRIBER_STATUSES,
  subscribersCsv,
} from "../../modules/newsletter/subscriber-export";
import { parseStatus, type CommandGroup } from "../command";
import { formatTable } from "../format";

export const subscribersCommands: CommandGroup = {
  description: "newsletter subscribers (double opt-in)",
  actions: {
    list: {
      args: "[pending|subscribed|unsubscribed]",
      description: "list subscribers, optionally of one status",
      run: async ({ db, out }, [status]) => {
        const subscribers = await listSubscribers(db, parseStatus(SUBSCRIBER_STATUSES, status));
        out(formatTable(subscribers, SUBSCRIBER_COLUMNS));
      },
    },
    export: {
      args: "[pending|subscribed|unsubscribed]",
      description: "subscribers as CSV on stdout (confirmed ones: `export subscribed`)",
      run: async ({ db, out }, [status]) => {
        out(await subscribersCsv(db, parseStatus(SUBSCRIBER_STATUSES, status)));
      },
    },
  },
};
