import type { Config } from "../../config";
import type { Check, CheckDeps, CheckFinding, CheckResult } from "./check";
import { errorText } from "./check";

/** Each check at once, each within its own time-out; a check that throws has failed. */
export async function runChecks(
  checks: readonly { part: string; check: Check }[],
  config: Config,
  deps: CheckDeps,
): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async ({ part, check }): Promise<CheckResult> => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<CheckFinding>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              status: "failed",
              detail: `no answer within ${deps.timeoutMs} ms`,
              fix: "check that the service is running and reachable from this machine",
            }),
          deps.timeoutMs,
        );
      });
      try {
        return { part, ...(await Promise.race([check(config, deps), timedOut])) };
      } catch (error) {
        return { part, status: "failed", detail: errorText(error) };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}

/** True when something the site offers cannot work. */
export function anyFailed(results: readonly CheckResult[]): boolean {
  return results.some((result) => result.status === "failed");
}
