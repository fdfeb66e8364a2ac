import type { ImageModelId } from "#contract/ai-image-rules";
import type { ConfiguredModel } from "./image/image-provider";
import {
  imageProviderUrl,
  type ImageProviderConfig,
  type RealImageProviderKind,
} from "./select-image-provider";

/** What a back end says it serves, in its own names. */
export interface ImageCatalogue {
  /** Its names for the models it serves, as the log shows them. */
  served: string[];
  /** Whether it serves the model it knows by `name`. */
  serves(name: string): boolean;
}

/** The setting to check when a catalogue cannot be read. */
export type CatalogueSetting = "IMAGE_PROVIDER_URL" | "IMAGE_PROVIDER_TOKEN" | "IMAGE_HUB_URL";

/** The catalogue could not be read: the back end is down, refused the token or answered oddly. */
export class CatalogueUnreadable extends Error {
  constructor(
    message: string,
    readonly setting: CatalogueSetting,
  ) {
    super(message);
    this.name = "CatalogueUnreadable";
  }
}

export type CatalogueConfig = ImageProviderConfig & { IMAGE_HUB_URL: string };

interface Source {
  kind: RealImageProviderKind;
  base: string;
  hub: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** GET and parse JSON; a 404 is `undefined` where `absentOn404` (a repository that is gone). */
async function getJson(
  source: Source,
  url: string,
  setting: CatalogueSetting,
  absentOn404 = false,
): Promise<unknown> {
  const { kind } = source;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: source.headers,
      signal: AbortSignal.timeout(source.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CatalogueUnreadable(`${kind}: ${reason}`, setting);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new CatalogueUnreadable(
      `${kind} refused the credentials (HTTP ${response.status})`,
      "IMAGE_PROVIDER_TOKEN",
    );
  }
  if (absentOn404 && response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CatalogueUnreadable(`${kind} answered HTTP ${response.status}`, setting);
  }
  try {
    return await response.json();
  } catch {
    throw new CatalogueUnreadable(`${kind} answered a catalogue that is not JSON`, setting);
  }
}

/** A catalogue of exact names. */
const listing = (served: string[]): ImageCatalogue => ({
  served,
  serves: (name) => served.includes(name),
});

/** Reads a field of an answer, or says the answer is not the catalogue expected. */
function shaped<T>(source: Source, read: () => T | undefined): T {
  try {
    const value = read();
    if (value === undefined || value === null) throw new TypeError("missing");
    return value;
  } catch {
    throw new CatalogueUnreadable(
      `${source.kind} answered a catalogue of an unknown shape`,
      "IMAGE_PROVIDER_URL",
    );
  }
}

interface Checkpoint {
  title: string;
  model_name: string;
  hash: string | null;
}

/**
 * The checkpoints an AUTOMATIC1111 WebUI lists (`/sdapi/v1/sd-models`, modules/api/api.py), and
 * whether a checkpoint override resolves to one of them as modules/sd_models.py
 * `get_closet_checkpoint_match` resolves it: an exact title, name or hash, else the title that
 * contains the text, with or without its `[hash]`. One it cannot resolve is dropped silently and the
 * loaded checkpoint draws, so such a model is not served.
 */
async function automatic1111Catalogue(source: Source): Promise<ImageCatalogue> {
  const body = await getJson(source, `${source.base}/sdapi/v1/sd-models`, "IMAGE_PROVIDER_URL");
  const checkpoints = shaped(source, () =>
    (body as Checkpoint[]).map(({ title, model_name, hash }) => ({
      title: String(title),
      model_name: String(model_name),
      hash,
    })),
  );
  const titled = (text: string) =>
    checkpoints.some((checkpoint) => checkpoint.title.includes(text));
  return {
    served: checkpoints.map((checkpoint) => checkpoint.title),
    serves: (name) =>
      checkpoints.some((checkpoint) =>
        [checkpoint.title, checkpoint.model_name, checkpoint.hash].includes(name),
      ) ||
      titled(name) ||
      titled(name.replace(/\s*\[[^\]]+\]\s*$/, "")),
  };
}

/**
 * ComfyUI's node catalogue: the checkpoint loader's `ckpt_name` choices are the checkpoint files it
 * has (server.py `/object_info/{node_class}`, nodes.py `CheckpointLoaderSimple`).
 */
async function comfyUiCatalogue(source: Source): Promise<ImageCatalogue> {
  const body = await getJson(
    source,
    `${source.base}/object_info/CheckpointLoaderSimple`,
    "IMAGE_PROVIDER_URL",
  );
  type NodeInfo = { CheckpointLoaderSimple: { input: { required: { ckpt_name: [string[]] } } } };
  const choices = shaped(source, () => {
    const names = (body as NodeInfo).CheckpointLoaderSimple.input.required.ckpt_name[0];
    return Array.isArray(names) ? names.map(String) : undefined;
  });
  return listing(choices);
}

/**
 * OpenAI's model list (platform.openai.com/docs/api-reference/models/list, `{data: [{id}]}`);
 * LocalAI lists its installed models the same way.
 */
async function openAiCatalogue(source: Source): Promise<ImageCatalogue> {
  const body = await getJson(source, `${source.base}/models`, "IMAGE_PROVIDER_URL");
  const ids = shaped(source, () =>
    (body as { data: { id: string }[] }).data.map((model) => String(model.id)),
  );
  return listing(ids);
}

/** One provider's entry in a model's inference-provider mapping. */
interface ProviderMapping {
  provider?: string;
  status?: string;
  task?: string;
}

/** The provider behind router.huggingface.co/hf-inference, the one the adapter sends to. */
const HF_INFERENCE = "hf-inference";

/**
 * Whether the Hub says the hf-inference provider serves a repository for text to image. Its
 * model API answers the mapping as an object keyed by provider (`{"hf-inference": {status,
 * providerId, task}}`), its list API as an array of entries naming their provider; huggingface.js
 * (`packages/inference/src/lib/getInferenceProviderMapping.ts`) reads both. A mapping `staging`
 * is for its provider's tests only, so only `live` counts.
 */
function servedByHfInference(mapping: unknown): boolean {
  if (typeof mapping !== "object" || mapping === null) return false;
  const entries: ProviderMapping[] = Array.isArray(mapping)
    ? (mapping as ProviderMapping[])
    : Object.entries(mapping as Record<string, ProviderMapping>).map(([provider, entry]) => ({
        ...entry,
        provider,
      }));
  return entries.some(
    (entry) =>
      entry.provider === HF_INFERENCE && entry.status === "live" && entry.task === "text-to-image",
  );
}

/**
 * Hugging Face's router has no catalogue; the Hub says, model by model, which providers serve it
 * (`GET /api/models/{id}?expand[]=inferenceProviderMapping`). A repository the Hub no longer has
 * answers 404 and is not served. The token goes along only when it is one of the Hub's own (`hf_`),
 * as huggingface.js sends it.
 */
async function huggingFaceCatalogue(source: Source, wanted: string[]): Promise<ImageCatalogue> {
  const hubToken = source.headers.Authorization?.startsWith("Bearer hf_");
  const hubSource = { ...source, headers: hubToken ? source.headers : {} };
  const served: string[] = [];
  for (const repository of new Set(wanted)) {
    const url = `${source.hub}/api/models/${repository}?expand[]=inferenceProviderMapping`;
    const body = await getJson(hubSource, url, "IMAGE_HUB_URL", true);
    const mapping = (body as { inferenceProviderMapping?: unknown } | undefined)
      ?.inferenceProviderMapping;
    if (servedByHfInference(mapping)) served.push(repository);
  }
  return listing(served);
}

const READERS: Record<
  RealImageProviderKind,
  (source: Source, wanted: string[]) => Promise<ImageCatalogue>
> = {
  automatic1111: automatic1111Catalogue,
  comfyui: comfyUiCatalogue,
  openai: openAiCatalogue,
  huggingface: huggingFaceCatalogue,
};

/** How each back end takes the token: AUTOMATIC1111's `--api-auth` as Basic, the others as Bearer. */
export function imageProviderHeaders(
  kind: RealImageProviderKind,
  token: string | undefined,
): Record<string, string> {
  if (!token) return {};
  return kind === "automatic1111"
    ? { Authorization: `Basic ${Buffer.from(token).toString("base64")}` }
    : { Authorization: `Bearer ${token}` };
}

/**
 * Reads the configured back end's catalogue: which of the `wanted` names it serves (Hugging Face
 * is asked about those alone; the others list everything). Throws CatalogueUnreadable when it
 * cannot be read.
 */
export async function readImageCatalogue(
  config: CatalogueConfig,
  kind: RealImageProviderKind,
  wanted: string[],
  timeoutMs: number,
): Promise<ImageCatalogue> {
  const source: Source = {
    kind,
    base: imageProviderUrl(config, kind).replace(/\/+$/, ""),
    hub: config.IMAGE_HUB_URL.replace(/\/+$/, ""),
    headers: imageProviderHeaders(kind, config.IMAGE_PROVIDER_TOKEN),
    timeoutMs,
  };
  return READERS[kind](source, wanted);
}

/**
 * The configured models a catalogue lists. One left to the back end's loaded model (AUTOMATIC1111
 * with nothing mapped) is served while it has any model at all.
 */
export function offeredModels(
  configured: ConfiguredModel[],
  catalogue: ImageCatalogue,
): ImageModelId[] {
  return configured
    .filter(({ name }) =>
      name === undefined ? catalogue.served.length > 0 : catalogue.serves(name),
    )
    .map(({ id }) => id);
}
