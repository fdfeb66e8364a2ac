import type { ImageModelId } from "#contract/ai-image-rules";
import {
  type ConfiguredModel,
  failedAnswer,
  fetchImageFile,
  ImagePromptRefusedError,
  ImageProviderError,
  namedModels,
  providerFetch,
  providerModelName,
  type ImageProvider,
  ranAsAsked,
} from "./image-provider";
import { asPng } from "./image-format";

/**
 * Whom the endpoint belongs to: OpenAI itself refuses every field it does not know and serves
 * only its own models; LocalAI runs Stable Diffusion and takes its steps, seed and negative prompt.
 */
export type ImageApiDialect = "openai" | "localai";

export interface OpenAiImagesOptions {
  /** Includes the version path, e.g. `http://127.0.0.1:8080/v1` for LocalAI. */
  baseUrl: string;
  apiKey?: string;
  dialect: ImageApiDialect;
  modelNames: Partial<Record<ImageModelId, string>>;
}

/** LocalAI's usual names for the Stable Diffusion models. */
const LOCALAI_NAMES: Record<ImageModelId, string> = {
  "stabilityai/stable-diffusion-3.5-large": "stable-diffusion-3.5-large",
  "stabilityai/stable-diffusion-3.5-large-turbo": "stable-diffusion-3.5-large-turbo",
  "runwayml/stable-diffusion-v1-5": "stable-diffusion-v1-5",
  "stabilityai/stable-diffusion-2-1": "stable-diffusion-2-1",
};

type Size = readonly [width: number, height: number];

/**
 * The sizes OpenAI's GPT image models accept (openai-node, src/resources/images.ts). OpenAI retires
 * the versions of the family on published dates and adds new ones, so the family is known by its
 * name's prefix rather than a list of versions; the DALL·E models are removed from the API.
 */
const GPT_IMAGE_SIZES: Size[] = [
  [1024, 1024],
  [1536, 1024],
  [1024, 1536],
];

/** The sizes OpenAI accepts for one of its models; undefined for a name it does not serve. */
export function openAiModelSizes(model: string): Size[] | undefined {
  return model.startsWith("gpt-image-") ? GPT_IMAGE_SIZES : undefined;
}

/** The accepted size closest in shape to the one asked for, then closest in area. */
export function closestSize(sizes: Size[], width: number, height: number): Size {
  // Shapes differ by at least log(1.5) between accepted sizes, so shape outweighs any area.
  const distance = ([w, h]: Size) =>
    100 * Math.abs(Math.log(w / h / (width / height))) +
    Math.abs(Math.log((w * h) / (width * height)));
  return sizes.reduce((best, size) => (distance(size) < distance(best) ? size : best));
}

/**
 * The public models asked of this endpoint: on OpenAI those mapped to one of its own models; on
 * LocalAI all of them, under their usual names unless mapped.
 */
export function openAiConfiguredModels(
  dialect: ImageApiDialect,
  modelNames: Partial<Record<ImageModelId, string>>,
): ConfiguredModel[] {
  if (dialect === "localai") return namedModels(modelNames, LOCALAI_NAMES);
  return namedModels(modelNames, {}).filter(({ name }) => openAiModelSizes(name) !== undefined);
}

/**
 * LocalAI reads the negative prompt from the prompt, after its first `|`, and ignores a
 * `negative_prompt` field for images (core/http/endpoints/openai/image.go): a `|` the visitor typed
 * would cut the prompt there, so it is taken out of both texts.
 */
export function localAiPrompt(prompt: string, negativePrompt: string): string {
  const clean = (text: string) => text.replaceAll("|", " ").trim();
  const negative = clean(negativePrompt);
  return negative ? `${clean(prompt)}|${negative}` : clean(prompt);
}

/** The request body each dialect accepts, with the size that was asked for. */
function requestBody(
  options: OpenAiImagesOptions,
  request: Parameters<ImageProvider["generate"]>[0],
): { body: Record<string, unknown>; size: Size; model: string } {
  const model = providerModelName(request.model, options.modelNames, LOCALAI_NAMES);
  if (options.dialect === "localai") {
    const size: Size = [request.width, request.height];
    const body = {
      model,
      prompt: localAiPrompt(request.prompt, request.negativePrompt),
      n: 1,
      size: `${size[0]}x${size[1]}`,
      response_format: "b64_json",
      step: request.steps,
      seed: request.seed,
    };
    return { body, size, model };
  }
  const sizes = openAiModelSizes(model);
  if (!sizes) throw new ImageProviderError(`OpenAI does not serve a model named ${model}`);
  const size = closestSize(sizes, request.width, request.height);
  // GPT image models always answer base64 and refuse response_format.
  const body = { model, prompt: request.prompt, n: 1, size: `${size[0]}x${size[1]}` };
  return { body, size, model };
}

/**
 * A refusal by OpenAI's own safety system (400 with `code: "moderation_blocked"`, type
 * `image_generation_user_error`) is the prompt's fault; any other non-2xx is the service's.
 */
async function failedGeneration(response: Response): Promise<never> {
  if (response.status === 400) {
    const answer = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { error?: { code?: unknown; message?: unknown } } | undefined;
    if (answer?.error?.code === "moderation_blocked") {
      throw new ImagePromptRefusedError(
        `The image API refused the prompt: ${answer.error.message}`,
      );
    }
  }
  return failedAnswer(response, "The image API");
}

/**
 * OpenAI's `/images/generations`, or LocalAI's copy of it. OpenAI takes only its own sizes, so the
 * picture may come in another size than asked; the answer says which. No progress is reported.
 */
export function createOpenAiImagesProvider(options: OpenAiImagesOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  return {
    name: options.dialect === "openai" ? "openai" : "localai",
    simulated: false,
    async generate(request, { signal }) {
      const { body, size, model } = requestBody(options, request);
      const response = await providerFetch(`${base}/images/generations`, {
        method: "POST",
        headers,
        signal,
        body: JSON.stringify(body),
      });
      if (!response.ok) await failedGeneration(response);
      const answer = (await response.json()) as { data?: { b64_json?: unknown; url?: unknown }[] };
      const [item] = answer.data ?? [];
      const [width, height] = size;
      let bytes: Buffer;
      if (typeof item?.b64_json === "string" && item.b64_json !== "") {
        bytes = Buffer.from(item.b64_json, "base64");
      } else if (typeof item?.url === "string") {
        // Some servers answer with a link to the file instead of its bytes.
        const link = new URL(item.url, `${base}/`);
        bytes = (await fetchImageFile(link, signal, "The image API's file link")).bytes;
      } else {
        throw new ImageProviderError("The image API answered without an image");
      }
      // The answer does not name the model: the one named in the request ran, or it failed.
      const picture = await asPng(bytes, "The image API");
      return { ...picture, width, height, model: ranAsAsked(model) };
    },
  };
}
