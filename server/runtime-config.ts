import type { RuntimeConfig } from "#contract/runtime-config";
import type { Config } from "./config";
import { callLimits, type CallGuardConfig } from "./modules/ai-call/calls/call-guards";
import {
  llmChoice,
  telephonyChoice,
  type CallProviderConfig,
} from "./providers/select-call-providers";
import {
  imageProviderKind,
  servableImageModels,
  type ImageProviderConfig,
} from "./providers/select-image-provider";

/** What the SPA needs to know at run time, so one build runs against any deployment. */
export function buildRuntimeConfig(
  config: Pick<
    Config,
    | "API_KEY"
    | "PUBLIC_API_BASE_URL"
    | "PUBLIC_IMAGE_API_BASE_URL"
    | "IMAGE_TIMEOUT_MS"
    | "BOT_CHALLENGE"
  > &
    CallGuardConfig &
    CallProviderConfig &
    ImageProviderConfig,
): RuntimeConfig {
  const { perIpPerHour, perNumberPerDay, maxDurationSeconds } = callLimits(
    config,
    telephonyChoice(config) === "simulator",
  );
  return {
    apiBaseUrl: config.PUBLIC_API_BASE_URL,
    imageApiBaseUrl: config.PUBLIC_IMAGE_API_BASE_URL,
    apiKey: config.API_KEY,
    imageTimeoutMs: config.IMAGE_TIMEOUT_MS,
    imageModels: servableImageModels(config),
    callLimits: { perIpPerHour, perNumberPerDay, maxDurationSeconds },
    botChallenge: config.BOT_CHALLENGE === "on",
    // Simulated services report themselves here, so their pages can say so plainly.
    simulators: {
      telephony: telephonyChoice(config) === "simulator",
      llm: llmChoice(config) === "simulator",
      image: imageProviderKind(config) === "demo",
    },
  };
}
