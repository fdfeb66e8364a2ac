import {
  deleteCall,
  findCall,
  listCallEvents,
  listCalls,
} from "../../modules/ai-call/calls/call-repository";
import { maskPhoneNumber } from "../../modules/ai-call/calls/phone-numbers";
import { CommandError, parseId, type CommandGroup } from "../command";
import { showAction } from "../show-action";
import { listAction } from "../table-actions";

export const callsCommands: CommandGroup = {
  description: "AI phone calls, their transcripts and summaries (numbers masked)",
  actions: {
    list: listAction({
      description: "list every call, newest last",
      rows: listCalls,
      columns: ["id", "created_at", "to", "status", "provider", "call_sid", "instruction"],
      shown: (row) => ({ ...row, to: maskPhoneNumber(row.to_number) }),
    }),
    show: showAction({
      description: "show one call with its transcript and summary",
      find: findCall,
      missing: (id) => `No call #${id}`,
      fields: async (call, db) => {
        const events = await listCallEvents(db, call.id);
        const transcript = [
          `AI: ${call.opening_text}`,
          ...events
            .filter((event) => event.kind === "line")
            .map((event) => `${event.speaker ?? ""}: ${event.message ?? ""}`),
        ].join("\n");
        const statuses = events
          .filter((event) => event.kind === "status")
          .map((event) => `${event.created_at} ${event.status ?? ""}`)
          .join("\n");
        return [
          ["id", call.id],
          ["placed", call.created_at],
          ["ended", call.ended_at],
          ["to", maskPhoneNumber(call.to_number)],
          ["status", call.status],
          ["provider", call.provider],
          ["call sid", call.call_sid],
          ["ip", call.ip],
          ["instruction", call.instruction],
          ["statuses", statuses],
          ["transcript", transcript],
          ["summary", call.summary],
        ];
      },
    }),
    delete: {
      args: "ID",
      description: "delete a call with its transcript and summary",
      run: async ({ db, out }, [id]) => {
        if (!(await deleteCall(db, parseId(id)))) throw new CommandError(`No call #${id}`);
        out(`Deleted call #${id}`);
      },
    },
  },
};
