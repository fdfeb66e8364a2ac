import type { RuntimeConfig } from "#contract/runtime-config";
import { RUNTIME_CONFIG_ELEMENT_ID } from "#contract/runtime-config-rules";

/**
 * Marks `<html>` with what the served runtime config switches on that a first screen shows: the
 * services running as demos (`data-demo="telephony llm"`) and the check against bots
 * (`data-bot-check`). Prerendered markup cannot know them, and the hydrating render must
 * match it; with these marks, set before the first paint, the demo notices and the check's box
 * show or hide by CSS from the first frame, and nothing moves when the app takes over.
 */
export function markServedConfig(): void {
  const served = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!served) return;
  let config: Partial<RuntimeConfig>;
  try {
    config = JSON.parse(served) as Partial<RuntimeConfig>;
  } catch {
    // The app reads the same block and reports it; the page simply shows no demo notice.
    return;
  }
  const html = document.documentElement;
  const demos = Object.entries(config.simulators ?? {}).flatMap(([name, on]) => (on ? [name] : []));
  if (demos.length > 0) html.dataset.demo = demos.join(" ");
  if (config.botChallenge) html.dataset.botCheck = "";
}
