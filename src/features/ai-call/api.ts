import { aiCallStartedSchema, type AiCallStarted } from "@/contract/ai-call";
import { apiUrl } from "@/lib/api-client";
import { getRuntimeConfig } from "@/lib/runtime-config";
import { callMessages } from "./messages";

export type PlaceCallResult = { ok: true; call: AiCallStarted } | { ok: false; message: string };

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : undefined;
}

/** Places the call (form-encoded, with the site key); never throws, every failure has a message. */
export async function placeCall(input: {
  toNumber: string;
  message: string;
  playCallee: boolean;
}): Promise<PlaceCallResult> {
  const body = new URLSearchParams({ to_number: input.toNumber, message: input.message });
  if (input.playCallee) body.set("play_callee", "true");
  let response: Response;
  try {
    response = await fetch(apiUrl("/api/ai-call-dialer/call"), {
      method: "POST",
      headers: { "X-API-Key": getRuntimeConfig().apiKey, Accept: "application/json" },
      body,
    });
  } catch {
    return { ok: false, message: callMessages.errorMakingCall };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok)
    return { ok: false, message: messageOf(answer) ?? callMessages.errorMakingCall };
  const parsed = aiCallStartedSchema.safeParse(answer);
  return parsed.success
    ? { ok: true, call: parsed.data }
    : { ok: false, message: messageOf(answer) ?? callMessages.failedToInitiate };
}
