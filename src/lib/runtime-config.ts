import { useSyncExternalStore } from "react";
import { DEFAULT_IMAGE_TIMEOUT_MS, IMAGE_MODEL_IDS } from "#contract/ai-image-rules";
import type { RuntimeConfig } from "#contract/runtime-config";
import { RUNTIME_CONFIG_ELEMENT_ID } from "#contract/runtime-config-rules";

// Same-origin defaults: what the Vite dev server (which injects no config), tests and the build's
// prerender (which runs before any server has written a config) use.
const developmentDefaults: RuntimeConfig = {
  apiBaseUrl: "",
  imageApiBaseUrl: "",
  apiKey: "studio-site-public-key",
  imageTimeoutMs: DEFAULT_IMAGE_TIMEOUT_MS,
  imageModels: [...IMAGE_MODEL_IDS],
  // Pages served by Vite's dev server run against an API started with BOT_CHALLENGE=off.
  botChallenge: false,
  simulators: { telephony: false, llm: false, image: false },
};

let cached: RuntimeConfig | undefined;

// The server writes the config into index.html as a JSON block, so one build runs anywhere. It
// writes its own validated config there (its tests read the block back with the contract's
// schema), so the page reads it without the schema library; a field left out takes its default.
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  if (typeof document === "undefined") return developmentDefaults;
  const served = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  cached = served
    ? { ...developmentDefaults, ...(JSON.parse(served) as Partial<RuntimeConfig>) }
    : developmentDefaults;
  return cached;
}

const unchanging = () => () => {};

/**
 * The runtime config, for what a component shows. Prerendered markup shows the defaults, and so
 * does the first render that hydrates it; the served config is shown right after.
 */
export function useRuntimeConfig(): RuntimeConfig {
  return useSyncExternalStore(unchanging, getRuntimeConfig, () => developmentDefaults);
}
