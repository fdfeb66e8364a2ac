import { deleteCall, findCall, listCallEvents, listCalls } from "../../modules/ai-call/repository";
import { maskPhoneNumber } from "../../modules/ai-call/phone-numbers";
import { CommandError, parseId, type CommandGroup } from "../command";
import { formatTable } from "../format";
import { showAction } from "../show-action";

export const callsCommands: CommandGroup = {
  description: "AI phone calls, their transcripts and summaries (numbers masked)",
  actions: {
    list: {
      args: "",
      description: "list every call, newest last",
      run: async ({ db, out }) => {
        const rows = (await listCalls(db)).map((row) => ({
          ...row,
          to: maskPhoneNumber(row.to_number),
        }));
        out(
          formatTable(rows, [
            "id",
            "created_at",
            "to",
            "status",
            "provider",
            "call_sid",
            "instruction",
          ]),
        );
      },
    },
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
