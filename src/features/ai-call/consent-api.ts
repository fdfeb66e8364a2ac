import {
  verificationApprovedSchema,
  verificationStartedSchema,
  type VerificationApproved,
  type VerificationStarted,
} from "#contract/ai-call";
import { apiRequest } from "@/lib/api-client";

/** Asks the server to text a code to the number (digits only); rejects with an ApiError. */
export async function requestCode(
  toNumber: string,
  altcha: string | undefined,
): Promise<VerificationStarted> {
  const body = new URLSearchParams({ to_number: toNumber });
  if (altcha) body.set("altcha", altcha);
  const answer = await apiRequest("/api/ai-call-dialer/verification", { method: "POST", body });
  return verificationStartedSchema.parse(answer);
}

/** Sends the code the person called received; rejects with an ApiError when it is refused. */
export async function checkCode(toNumber: string, code: string): Promise<VerificationApproved> {
  const body = new URLSearchParams({ to_number: toNumber, code });
  const answer = await apiRequest("/api/ai-call-dialer/verification/check", {
    method: "POST",
    body,
  });
  return verificationApprovedSchema.parse(answer);
}
