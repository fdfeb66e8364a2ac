/** Why a code could not be sent or checked, as far as the visitor and the operator care. */
export type VerificationRefusal =
  /** The number cannot get a text (invalid, a landline, a blocked prefix). */
  | "number"
  /** The provider's own limit on codes to this number. */
  | "too-many"
  /** The account or service is misconfigured: the operator must act. */
  | "account";

export class VerificationRefusedError extends Error {
  constructor(
    readonly refusal: VerificationRefusal,
    /** The provider's error code, for the log. */
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "VerificationRefusedError";
  }
}

export type CodeCheck = "approved" | "wrong" | "expired";

/** Sends one-time codes to a phone and checks what its owner typed. */
export interface PhoneVerifier {
  /** True for the labelled demo: nothing is sent, the code is handed back to show on screen. */
  simulated: boolean;
  sendCode(to: string): Promise<{ demoCode?: string }>;
  checkCode(to: string, code: string): Promise<CodeCheck>;
}
