import { ApiError } from "./api-error";

/** A wait in words, rounded up: "30 seconds", "1 minute", "9 minutes", "2 hours". */
export function formatWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.ceil(seconds), "second"]
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), "minute"]
        : [Math.ceil(seconds / 3600), "hour"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/**
 * When a failed request may be tried again, as the server said (its `Retry-After`), e.g.
 * "Try again in 9 minutes."; undefined when the server named no wait.
 */
export function retryAdvice(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.retryAfterSeconds === undefined) return undefined;
  return `Try again in ${formatWait(error.retryAfterSeconds)}.`;
}
