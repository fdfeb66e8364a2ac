import type {
  CallDetail,
  CallSummary,
  DoNotCallAddition,
  DoNotCallEntry,
} from "#contract/studio-calls";
import { call } from "./api";

// The console's calls and do-not-call list, through the same path to the API as every page.

export const callsApi = {
  calls: (page: number) =>
    call<{ calls: CallSummary[]; hasMore: boolean }>("GET", `/calls?page=${page}`),
  call: (id: number) => call<CallDetail>("GET", `/calls/${id}`),
  doNotCall: () => call<{ entries: DoNotCallEntry[] }>("GET", "/do-not-call"),
  addToDoNotCall: (addition: DoNotCallAddition) =>
    call<{ entry: DoNotCallEntry; masked: string }>("POST", "/do-not-call", addition),
  removeFromDoNotCall: (key: string) => call<{ ok: true }>("DELETE", `/do-not-call/${key}`),
};
