import { aiCallStartedSchema, type AiCallStarted } from "#contract/ai-call";
import { apiRequest } from "@/lib/api-client";
import type { CallRequest } from "./form-schema";

/** The server's answer: the call it started, or the message of an answer that started none. */
export type CallAnswer =
  { started: AiCallStarted } | { started: null; message: string | undefined };

function messageOf(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : undefined;
}

/** Places the call, form-encoded; rejects with an ApiError when the request itself fails. */
export async function placeCall(request: CallRequest): Promise<CallAnswer> {
  const body = new URLSearchParams({ to_number: request.to_number, message: request.message });
  if (request.play_callee) body.set("play_callee", "true");
  if (request.altcha) body.set("altcha", request.altcha);
  const answer = await apiRequest("/api/ai-call-dialer/call", { method: "POST", body });
  const started = aiCallStartedSchema.safeParse(answer);
  return started.success
    ? { started: started.data }
    : { started: null, message: messageOf(answer) };
}
