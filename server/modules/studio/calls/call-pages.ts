import type { Kysely } from "kysely";
import { AI_SPEAKER, VOICEMAIL_SPEAKER } from "#contract/ai-call-rules";
import type { CallDetail, CallSummary } from "#contract/studio-calls";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { DAY_MS } from "../../ai-call/calls/call-guards";
import {
  findCall,
  listCallEvents,
  listCallsNewestFirst,
  type CallRow,
} from "../../ai-call/calls/call-repository";
import { maskPhoneNumber } from "../../ai-call/calls/phone-numbers";
import { findConsent } from "../../ai-call/consent/consent-repository";
import { hashPhoneNumber } from "../../ai-call/consent/consent-service";
import { spokenOnCall } from "../inbox/item-records";

/** Calls per page of the console's list. */
export const CALLS_PAGE_SIZE = 50;

/** How the person called came to agree to it, by how the call was placed. */
export const CONSENT_HOW = {
  browser: "No number was dialled: the visitor spoke as the person called, in their browser.",
  simulator:
    "Demo mode: the code was shown on the page and typed back; nothing was texted or rung.",
  twilio: "A code texted to the number (Twilio Verify) and typed back on the call page.",
} as const satisfies Record<CallRow["provider"], string>;

export interface CallPagesDeps {
  db: Kysely<Database>;
  /** The key the dialer hashes numbers with, to find the number's consent. */
  secret: string;
  config: Pick<Config, "VERIFIED_NUMBER_DAYS">;
}

function summaryOf(call: CallRow): CallSummary {
  const ended = call.ended_at === null ? null : Date.parse(call.ended_at);
  return {
    id: call.id,
    createdAt: call.created_at,
    endedAt: call.ended_at,
    status: call.status,
    channel: call.provider === "browser" ? "browser" : "phone",
    demo: call.provider === "simulator",
    number: call.to_number ? maskPhoneNumber(call.to_number) : null,
    durationSeconds:
      ended === null ? null : Math.max(0, Math.round((ended - Date.parse(call.created_at)) / 1000)),
    instruction: call.instruction,
  };
}

/** One page of calls, newest first. */
export async function callsPage(db: Kysely<Database>, page: number) {
  const rows = await listCallsNewestFirst(db, {
    // One more than a page tells whether another page follows.
    limit: CALLS_PAGE_SIZE + 1,
    offset: (page - 1) * CALLS_PAGE_SIZE,
  });
  return {
    calls: rows.slice(0, CALLS_PAGE_SIZE).map(summaryOf),
    hasMore: rows.length > CALLS_PAGE_SIZE,
  };
}

/** The number's consent as it is held: approved until a date the approval set. */
async function consentOf({ db, secret, config }: CallPagesDeps, call: CallRow) {
  const consent = call.to_number
    ? await findConsent(db, hashPhoneNumber(secret, call.to_number))
    : undefined;
  const until = consent?.verified_until ?? null;
  return {
    how: CONSENT_HOW[call.provider],
    // An approval sets `verified_until` that many days ahead; the moment itself is not kept.
    verifiedAt:
      until === null
        ? null
        : new Date(Date.parse(until) - config.VERIFIED_NUMBER_DAYS * DAY_MS).toISOString(),
    verifiedUntil: until,
    disclosure: call.opening_text,
  };
}

/** Everything stored about one call: statuses, transcript, summary, waits, voicemail, consent. */
export async function callDetail(deps: CallPagesDeps, id: number): Promise<CallDetail> {
  const call = await findCall(deps.db, id);
  if (!call) throw new Refusal("not-found", `No call #${id}`);
  const events = await listCallEvents(deps.db, id);
  const transcript = spokenOnCall(call, events);
  const voicemailAt = transcript.findIndex((line) => line.speaker === VOICEMAIL_SPEAKER);
  const voicemail =
    voicemailAt === -1
      ? undefined
      : transcript.slice(voicemailAt).find((line) => line.speaker === AI_SPEAKER);
  return {
    call: summaryOf(call),
    statuses: events.flatMap((event) =>
      event.kind === "status" && event.status
        ? [{ status: event.status, at: event.created_at }]
        : [],
    ),
    transcript,
    summary: call.summary,
    latency: {
      medianMs: call.wait_median_ms,
      p90Ms: call.wait_p90_ms,
      measuredLines: transcript.filter((line) => line.waitMs !== null).length,
    },
    voicemail: voicemail?.message ?? null,
    consent: await consentOf(deps, call),
  };
}
