import {
  deleteCall,
  findCall,
  listCallEvents,
  listCalls,
} from "../../modules/ai-call/calls/call-repository";
import { shortNumberKey } from "#contract/studio-calls-rules";
import { maskPhoneNumber } from "../../modules/ai-call/calls/phone-numbers";
import { COMMAND_LINE_ACTOR } from "../../modules/studio/audit/audit-log";
import {
  createDoNotCallService,
  doNotCallEntries,
  readListedNumber,
} from "../../modules/studio/calls/do-not-call-service";
import { callRecord } from "../../modules/studio/inbox/item-records";
import {
  CommandError,
  parseId,
  UsageError,
  type CommandContext,
  type CommandGroup,
} from "../command";
import { formatTable } from "../format";
import { showAction } from "../show-action";
import { listAction } from "../table-actions";

/** The do-not-call list as the server keeps it, and the number given, or why not. */
function doNotCallArgs({ db, config }: CommandContext, raw: string | undefined) {
  const e164 = raw ? readListedNumber(raw) : null;
  if (!e164) {
    throw new UsageError("Expected a phone number with its country code, e.g. +91 98765 43210");
  }
  if (!config.SIGNING_SECRET) {
    // The server then hashes numbers with a key of its own, new at each start.
    throw new CommandError("Set SIGNING_SECRET as the server has it: numbers are stored under it");
  }
  return { list: createDoNotCallService(db, config.SIGNING_SECRET), e164 };
}

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
      fields: async (call, db) => callRecord(call, await listCallEvents(db, call.id)),
    }),
    delete: {
      args: "ID",
      description: "delete a call with its transcript and summary",
      run: async ({ db, out }, [id]) => {
        if (!(await deleteCall(db, parseId(id)))) throw new CommandError(`No call #${id}`);
        out(`Deleted call #${id}`);
      },
    },
    block: {
      args: 'NUMBER ["note"]',
      description: "put a number on the do-not-call list: the dialer refuses it",
      run: async (context, [raw, note]) => {
        const { list, e164 } = doNotCallArgs(context, raw);
        await list.add(COMMAND_LINE_ACTOR, e164, note ?? "added by the studio");
        context.out(`${maskPhoneNumber(e164)} is on the do-not-call list`);
      },
    },
    unblock: {
      args: "NUMBER",
      description: "take a number off the do-not-call list",
      run: async (context, [raw]) => {
        const { list, e164 } = doNotCallArgs(context, raw);
        if (!(await list.remove(COMMAND_LINE_ACTOR, list.keyOf(e164)))) {
          throw new CommandError(`${maskPhoneNumber(e164)} is not on the do-not-call list`);
        }
        context.out(`${maskPhoneNumber(e164)} may be called again`);
      },
    },
    blocked: {
      args: "",
      description: "the do-not-call list, newest first: each number's hash, when, by whom, why",
      run: async ({ db, out }) => {
        out(
          formatTable(
            (await doNotCallEntries(db)).map((entry) => ({
              ...entry,
              number: shortNumberKey(entry.key),
            })),
            ["number", "listedAt", "listedBy", "reason"],
          ),
        );
      },
    },
  },
};
