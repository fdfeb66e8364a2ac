import type { Config } from "../config";
import { IMAGE_MODEL_IDS, type ImageModelId } from "#contract/ai-image-rules";
import {
  automatic1111ServableModels,
  createAutomatic1111Provider,
} from "./image/automatic1111-provider";
import { createComfyUiProvider } from "./image/comfyui-provider";
import { createDemoImageProvider } from "./image/demo-provider";
import { createHuggingFaceProvider, huggingFaceServableModels } from "./image/huggingface-provider";
import type { ImageProvider } from "./image/image-provider";
import {
  createOpenAiImagesProvider,
  type ImageApiDialect,
  openAiServableModels,
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

const DEFAULT_URLS: Record<Exclude<ProviderKind, "demo">, string> = {
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

/** The public model ids the configured back end can serve, as IMAGE_MODEL_NAMES maps them. */
export function servableImageModels(config: ImageProviderConfig): ImageModelId[] {
  const names = config.IMAGE_MODEL_NAMES;
  switch (imageProviderKind(config)) {
    case undefined:
      return [];
    case "automatic1111":
      return automatic1111ServableModels(names);
    case "huggingface":
      return huggingFaceServableModels(names);
    case "openai":
      return openAiServableModels(imageApiDialect(config), names);
    case "demo":
    case "comfyui":
      return [...IMAGE_MODEL_IDS];
  }
}

/** The address of a real back end: IMAGE_PROVIDER_URL, else the kind's usual one. */
export function imageProviderUrl(
  config: ImageProviderConfig,
  kind: Exclude<ProviderKind, "demo">,
): string {
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
