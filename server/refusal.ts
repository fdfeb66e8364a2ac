/**
 * What a refusal is, in the terms of the request rather than of HTTP: the HTTP layer
 * (server/http/error-answer.ts) gives each kind its status code.
 */
export type RefusalKind =
  /** The request is malformed or breaks a rule of the form. */
  | "invalid"
  /** The caller did not prove who it is (the API key). */
  | "unauthorized"
  /** The caller may not do this (a failed bot check, someone else's call). */
  | "forbidden"
  | "not-found"
  /** The thing is in a state that does not allow it (already removed, already under way). */
  | "conflict"
  /** It existed and has expired (a one-time code). */
  | "expired"
  | "too-large"
  /** The body's type, or a file's, is not one this request takes. */
  | "unsupported-type"
  /** Done, but the result may not be shown (a picture the safety filter withheld). */
  | "withheld"
  /** A limit of requests, of attempts or of a day's budget. */
  | "limited"
  /** A service this depends on failed or answered something unusable. */
  | "upstream-failed"
  /** Not possible right now (not configured, a dependency down, a queue full). */
  | "unavailable"
  /** It took longer than it may. */
  | "timed-out"
  /** The server has no room to keep what was sent. */
  | "out-of-space";

/**
 * The one way code below the HTTP layer says no to a visitor: a kind and a `detail` written for
 * the visitor to read. Services and adapters throw it, or a domain error that extends it; the
 * error handler turns it into the answer.
 */
export class Refusal<Kind extends RefusalKind = RefusalKind> extends Error {
  constructor(
    readonly kind: Kind,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(detail, options);
    this.name = "Refusal";
  }

  /** The text the visitor reads. */
  get detail(): string {
    return this.message;
  }
}
