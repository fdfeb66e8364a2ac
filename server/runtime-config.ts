import type { ImageModelId } from "#contract/ai-image-rules";
import type { RuntimeConfig } from "#contract/runtime-config";
import type { Config } from "./config";
import { callLimits, type CallGuardConfig } from "./modules/ai-call/calls/call-guards";
import { codeLimits } from "./modules/ai-call/consent/code-request-limits";
import type { ConsentConfig } from "./modules/ai-call/consent/consent-service";
import {
  llmChoice,
  telephonyChoice,
  type CallProviderConfig,
} from "./providers/select-call-providers";
import {
  hearsSpeech,
  speaksAloud,
  type SpeechProviderConfig,
} from "./providers/select-speech-providers";
import { imageProviderKind, type ImageProviderConfig } from "./providers/select-image-provider";

/**
 * What the SPA needs to know at run time, so one build runs against any deployment; `imageModels`
 * are those on offer now (read from the image back end's catalogue).
 */
export function buildRuntimeConfig(
  config: Pick<
    Config,
    | "API_KEY"
    | "PUBLIC_API_BASE_URL"
    | "PUBLIC_IMAGE_API_BASE_URL"
    | "IMAGE_TIMEOUT_MS"
    | "BOT_CHALLENGE"
    | "WEB_CALL_LIMIT_PER_IP_PER_HOUR"
    | "WEB_CALL_LIMIT_PER_IP_PER_DAY"
    | "WEB_CALL_MAX_DURATION_SECONDS"
    | "WEB_CALL_MAX_TURNS"
  > &
    SpeechProviderConfig &
    CallGuardConfig &
    ConsentConfig &
    CallProviderConfig &
    ImageProviderConfig,
  imageModels: ImageModelId[],
): RuntimeConfig {
  const demoCalls = telephonyChoice(config) === "simulator";
  const { perIpPerHour, perNumberPerDay, maxDurationSeconds } = callLimits(config, demoCalls);
  return {
    apiBaseUrl: config.PUBLIC_API_BASE_URL,
    imageApiBaseUrl: config.PUBLIC_IMAGE_API_BASE_URL,
    apiKey: config.API_KEY,
    imageTimeoutMs: config.IMAGE_TIMEOUT_MS,
    imageModels,
    // In the order a visitor meets them: a code for a new number, then the calls.
    callLimits: {
      codesPerIpPerHour: codeLimits(config, demoCalls).VERIFY_CODES_PER_IP_PER_HOUR,
      verifiedNumberDays: config.VERIFIED_NUMBER_DAYS,
      perIpPerHour,
      perNumberPerDay,
      maxDurationSeconds,
    },
    webCall: {
      listens: hearsSpeech(config),
      speaks: speaksAloud(config),
      perIpPerHour: config.WEB_CALL_LIMIT_PER_IP_PER_HOUR,
      perIpPerDay: config.WEB_CALL_LIMIT_PER_IP_PER_DAY,
      maxDurationSeconds: config.WEB_CALL_MAX_DURATION_SECONDS,
      maxTurns: config.WEB_CALL_MAX_TURNS,
    },
    botChallenge: config.BOT_CHALLENGE === "on",
    // Simulated services report themselves here, so their pages can say so plainly.
    simulators: {
      telephony: telephonyChoice(config) === "simulator",
      llm: llmChoice(config) === "simulator",
      image: imageProviderKind(config) === "demo",
    },
  };
}
