import type { Config } from "../../config";
import {
  CatalogueUnreadable,
  imageProviderHeaders,
  offeredModels,
  readImageCatalogue,
} from "../../providers/image-catalogue";
import {
  configuredImageModels,
  imageProviderKind,
  imageProviderUrl,
} from "../../providers/select-image-provider";
import { errorText, type Check, type CheckFinding } from "./check";

/**
 * Hugging Face's catalogue is the Hub's, which does not say whether the router takes the token:
 * the router is asked itself.
 */
async function huggingFaceTokenRefused(
  config: Config,
  timeoutMs: number,
): Promise<CheckFinding | undefined> {
  const fix = "check IMAGE_PROVIDER_URL and that the huggingface server runs";
  try {
    const response = await fetch(imageProviderUrl(config, "huggingface"), {
      headers: imageProviderHeaders("huggingface", config.IMAGE_PROVIDER_TOKEN),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status !== 401 && response.status !== 403) return undefined;
    return {
      status: "failed",
      detail: `huggingface refused the credentials (HTTP ${response.status})`,
      fix: "check IMAGE_PROVIDER_TOKEN",
    };
  } catch (error) {
    return { status: "failed", detail: `huggingface: ${errorText(error)}`, fix };
  }
}

/**
 * The image back end answers, and serves the configured models, as its catalogue (the one the
 * site reads to decide what it offers) lists them.
 */
export const checkImageBackEnd: Check = async (config, deps) => {
  const kind = imageProviderKind(config);
  if (kind === undefined || kind === "demo") {
    return {
      status: "not configured",
      detail:
        kind === "demo"
          ? "the demo draws placeholder pictures (IMAGE_PROVIDER unset or demo)"
          : "IMAGE_PROVIDER unset in production: image generation is refused",
    };
  }
  if (kind === "huggingface") {
    const refused = await huggingFaceTokenRefused(config, deps.timeoutMs);
    if (refused) return refused;
  }
  const configured = configuredImageModels(config);
  const wanted = configured.flatMap(({ name }) => (name === undefined ? [] : [name]));
  let catalogue;
  try {
    catalogue = await readImageCatalogue(config, kind, wanted, deps.timeoutMs);
  } catch (error) {
    if (!(error instanceof CatalogueUnreadable)) throw error;
    const fix =
      error.setting === "IMAGE_PROVIDER_TOKEN"
        ? "check IMAGE_PROVIDER_TOKEN"
        : `check ${error.setting} and that the ${kind} server runs`;
    return { status: "failed", detail: error.message, fix };
  }
  const offered = offeredModels(configured, catalogue);
  const missing = configured.filter(({ name }) => name !== undefined && !catalogue.serves(name));
  if (missing.length === 0) {
    return { status: "ok", detail: `${kind} reachable, ${offered.length} model(s) offered` };
  }
  const served = catalogue.served.length > 0 ? catalogue.served.join(", ") : "nothing";
  return {
    // With none offered the image page is unavailable; with some, the others are left out.
    status: offered.length === 0 ? "failed" : "warning",
    detail: `${kind} does not serve ${missing.map(({ id, name }) => `${name} (for ${id})`).join(", ")}; it serves ${served}; offered: ${offered.length === 0 ? "none" : offered.join(", ")}`,
    fix: `install the model on the back end, or map ${missing.map(({ id }) => id).join(", ")} in IMAGE_MODEL_NAMES to one it lists`,
  };
};
