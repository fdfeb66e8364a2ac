/** A call refused or failed for a reason the visitor can read; answered with this status. */
export class CallRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "CallRefusedError";
  }
}
