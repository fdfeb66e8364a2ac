import type { Config } from "../../config";

/** `not configured` is a choice (the demo or nothing stands in); only `failed` breaks the site. */
export type CheckStatus = "ok" | "not configured" | "warning" | "failed";

/** What one check found; the runner adds the part's name. */
export interface CheckFinding {
  status: CheckStatus;
  detail: string;
  /** What to change, for a warning or a failure. */
  fix?: string;
}

export interface CheckResult extends CheckFinding {
  part: string;
}

export interface CheckDeps {
  /** Longest one part's check may take; past it the part has failed. */
  timeoutMs: number;
}

/** One part of the site tried against the real thing it depends on. */
export type Check = (config: Config, deps: CheckDeps) => Promise<CheckFinding>;

/** An error's own words, for the detail column. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
