import type { RuntimeConfig } from "#contract/runtime-config";
import type { Config } from "./config";

/** What the SPA needs to know at run time, so one build runs against any deployment. */
export function buildRuntimeConfig(
  config: Pick<Config, "API_KEY" | "PUBLIC_API_BASE_URL" | "PUBLIC_IMAGE_API_BASE_URL">,
): RuntimeConfig {
  return {
    apiBaseUrl: config.PUBLIC_API_BASE_URL,
    imageApiBaseUrl: config.PUBLIC_IMAGE_API_BASE_URL,
    apiKey: config.API_KEY,
    // No simulated service exists yet; each one reports itself here when it is added.
    simulators: { telephony: false, llm: false, image: false },
  };
}
