// Kept apart from the client so that pages can recognise a failed call without loading the
// schema library the client reads answers with.

/**
 * What went wrong: the server answered with an error status (`status`), or no answer came because
 * the network failed (`network`), the request ran out of time (`timeout`) or its caller
 * cancelled it (`aborted`).
 */
export type ApiFailure = "status" | "network" | "timeout" | "aborted";

/** A failed API request; `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    readonly status: number,
    /** The server's own explanation (the `detail` of its answer), when it gave one. */
    readonly detail: string | undefined,
    message: string,
    /** How long the server asked the client to wait before trying again (its `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
