import { useCallStore } from "./call-store";

/**
 * Where the page stands: composing a call, following one under way (from the request until its
 * final status), or showing one that has ended, until the visitor starts another.
 */
export type CallPhase = "compose" | "live" | "ended";

export function useCallPhase(): CallPhase {
  return useCallStore((state) => (state.calling ? "live" : state.callSid ? "ended" : "compose"));
}

/** `m:ss` of the time between two `Date.now()` readings. */
export function clock(fromMs: number, toMs: number): string {
  const seconds = Math.max(0, Math.floor((toMs - fromMs) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
