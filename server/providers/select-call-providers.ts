import type { Config } from "../config";
import type { ChatModel } from "./llm/chat-model";
import { createOpenAiChatModel } from "./llm/openai-chat-model";
import { createScriptedChatModel } from "./llm/scripted-chat-model";
import { createSimulatedTelephony } from "./telephony/simulated-telephony";
import type { Telephony, TelephonyListener } from "./telephony/telephony";
import { createTwilioTelephony } from "./telephony/twilio-telephony";

export type CallProviderConfig = Pick<
  Config,
  | "NODE_ENV"
  | "CALL_DEMO_MODE"
  | "CALL_DEMO_PACE_MS"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM_NUMBER"
  | "TWILIO_API_BASE_URL"
  | "TWILIO_WEBHOOK_BASE_URL"
  | "TWILIO_CONVERSATION_MODE"
  | "PUBLIC_SITE_URL"
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "LLM_MODEL"
  | "LLM_TOKEN_LIMIT_FIELD"
  | "LLM_TEMPERATURE"
  | "LLM_REASONING_EFFORT"
>;

/** `off`: production without the real service and without CALL_DEMO_MODE, so calls are refused. */
export type ProviderChoice = "real" | "simulator" | "off";

// Outside production a missing service is simulated; production must ask for that explicitly.
const fallbackChoice = (config: CallProviderConfig): ProviderChoice =>
  config.NODE_ENV !== "production" || config.CALL_DEMO_MODE ? "simulator" : "off";

export function telephonyChoice(config: CallProviderConfig): ProviderChoice {
  const twilioConfigured =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM_NUMBER;
  return twilioConfigured ? "real" : fallbackChoice(config);
}

export function llmChoice(config: CallProviderConfig): ProviderChoice {
  return config.LLM_BASE_URL ? "real" : fallbackChoice(config);
}

/** The address Twilio calls our webhooks at, which their signatures are computed over. */
export function twilioWebhookBaseUrl(config: CallProviderConfig): string {
  return config.TWILIO_WEBHOOK_BASE_URL || config.PUBLIC_SITE_URL;
}

/** The phone network to use, or null when calls are off. */
export function createTelephony(
  config: CallProviderConfig,
  listener: TelephonyListener,
): Telephony | null {
  const choice = telephonyChoice(config);
  if (choice === "off" || llmChoice(config) === "off") return null;
  if (choice === "simulator") {
    return createSimulatedTelephony({ paceMs: config.CALL_DEMO_PACE_MS, listener });
  }
  return createTwilioTelephony({
    accountSid: config.TWILIO_ACCOUNT_SID ?? "",
    authToken: config.TWILIO_AUTH_TOKEN ?? "",
    from: config.TWILIO_FROM_NUMBER ?? "",
    apiBaseUrl: config.TWILIO_API_BASE_URL,
    webhookBaseUrl: twilioWebhookBaseUrl(config),
    mode: config.TWILIO_CONVERSATION_MODE,
  });
}

export function createChatModel(config: CallProviderConfig): ChatModel {
  return config.LLM_BASE_URL
    ? createOpenAiChatModel({
        baseURL: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        tokenLimitField: config.LLM_TOKEN_LIMIT_FIELD,
        temperature: config.LLM_TEMPERATURE,
        reasoningEffort: config.LLM_REASONING_EFFORT,
      })
    : createScriptedChatModel();
}
