import type { Config } from "../config";
import { IMAGE_MODEL_IDS } from "#contract/ai-image-rules";
import {
  automatic1111ConfiguredModels,
  createAutomatic1111Provider,
} from "./image/automatic1111-provider";
import { createComfyUiProvider } from "./image/comfyui-provider";
import { COMFYUI_DEFAULT_CHECKPOINTS } from "./image/comfyui-workflow";
import { createDemoImageProvider } from "./image/demo-provider";
import {
  createHuggingFaceProvider,
  huggingFaceConfiguredModels,
} from "./image/huggingface-provider";
import { type ConfiguredModel, type ImageProvider, namedModels } from "./image/image-provider";
import {
  createOpenAiImagesProvider,
  type ImageApiDialect,
  openAiConfiguredModels,
} from "./image/openai-images-provider";

export type ImageProviderConfig = Pick<
  Config,
  | "NODE_ENV"
  | "IMAGE_PROVIDER"
  | "IMAGE_PROVIDER_URL"
  | "IMAGE_PROVIDER_TOKEN"
  | "IMAGE_MODEL_NAMES"
  | "IMAGE_DEMO_STEP_MS"
  | "IMAGE_API_DIALECT"
>;

type ProviderKind = NonNullable<Config["IMAGE_PROVIDER"]>;

/** A back end that draws with models, and so has a catalogue of them. */
export type RealImageProviderKind = Exclude<ProviderKind, "demo">;

const DEFAULT_URLS: Record<RealImageProviderKind, string> = {
  automatic1111: "http://127.0.0.1:7860",
  comfyui: "http://127.0.0.1:8188",
  huggingface: "https://router.huggingface.co/hf-inference/models",
  openai: "https://api.openai.com/v1",
};

/**
 * The configured back end. Without one the demo simulator stands in, except in production,
 * where placeholders must be asked for (`IMAGE_PROVIDER=demo`): there the answer is undefined
 * and generation is refused.
 */
export function imageProviderKind(config: ImageProviderConfig): ProviderKind | undefined {
  if (config.IMAGE_PROVIDER) return config.IMAGE_PROVIDER;
  return config.NODE_ENV === "production" ? undefined : "demo";
}

/** OpenAI's own rules hold at its address (the default one) unless IMAGE_API_DIALECT says otherwise. */
export function imageApiDialect(config: ImageProviderConfig): ImageApiDialect {
  if (config.IMAGE_API_DIALECT) return config.IMAGE_API_DIALECT;
  const host = new URL(config.IMAGE_PROVIDER_URL ?? DEFAULT_URLS.openai).hostname;
  return host === "api.openai.com" ? "openai" : "localai";
}

/**
 * The public models the configuration asks of the back end, by its names for them (IMAGE_MODEL_NAMES,
 * else each adapter's defaults). Which of them are offered is the back end's catalogue's say.
 */
export function configuredImageModels(config: ImageProviderConfig): ConfiguredModel[] {
  const names = config.IMAGE_MODEL_NAMES;
  switch (imageProviderKind(config)) {
    case undefined:
      return [];
    case "demo":
      return IMAGE_MODEL_IDS.map((id) => ({ id }));
    case "automatic1111":
      return automatic1111ConfiguredModels(names);
    case "comfyui":
      return namedModels(names, COMFYUI_DEFAULT_CHECKPOINTS);
    case "huggingface":
      return huggingFaceConfiguredModels(names);
    case "openai":
      return openAiConfiguredModels(imageApiDialect(config), names);
  }
}

/** The address of a real back end: IMAGE_PROVIDER_URL, else the kind's usual one. */
export function imageProviderUrl(config: ImageProviderConfig, kind: RealImageProviderKind): string {
  return config.IMAGE_PROVIDER_URL ?? DEFAULT_URLS[kind];
}

export function createImageProvider(config: ImageProviderConfig): ImageProvider | undefined {
  const kind = imageProviderKind(config);
  if (kind === undefined) return undefined;
  if (kind === "demo") return createDemoImageProvider({ stepMs: config.IMAGE_DEMO_STEP_MS });
  const baseUrl = imageProviderUrl(config, kind);
  const token = config.IMAGE_PROVIDER_TOKEN;
  const modelNames = config.IMAGE_MODEL_NAMES;
  switch (kind) {
    case "automatic1111":
      return createAutomatic1111Provider({ baseUrl, credentials: token, modelNames });
    case "comfyui":
      return createComfyUiProvider({ baseUrl, modelNames });
    case "huggingface":
      return createHuggingFaceProvider({ baseUrl, token, modelNames });
    case "openai":
      return createOpenAiImagesProvider({
        baseUrl,
        apiKey: token,
        modelNames,
        dialect: imageApiDialect(config),
      });
  }
}
