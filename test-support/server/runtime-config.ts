import { runtimeConfigSchema, type RuntimeConfig } from "#contract/runtime-config";
import type { App } from "../../server/app";

/** The runtime config an index.html carries, read as the page reads it. */
export function runtimeConfigIn(html: string): RuntimeConfig {
  const match = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("index.html carries no runtime config block");
  return runtimeConfigSchema.parse(JSON.parse(match[1]));
}

/** The image models a visitor opening the site now is offered. */
export async function offeredImageModels(app: App): Promise<RuntimeConfig["imageModels"]> {
  const response = await app.inject({ method: "GET", url: "/" });
  return runtimeConfigIn(response.body).imageModels;
}
