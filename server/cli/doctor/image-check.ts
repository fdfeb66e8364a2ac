import type { Config } from "../../config";
import { imageProviderKind, imageProviderUrl } from "../../providers/select-image-provider";
import { errorText, type Check } from "./check";

type RealKind = Exclude<NonNullable<Config["IMAGE_PROVIDER"]>, "demo">;

/** Each back end's list of the models it serves, and how to read the names from it. */
const CATALOGUES: Record<RealKind, { path: string; names: (body: unknown) => string[] } | null> = {
  // platform.openai.com/docs/api-reference/models/list; LocalAI answers the same.
  openai: {
    path: "/models",
    names: (body) => (body as { data: { id: string }[] }).data.map((model) => model.id),
  },
  // AUTOMATIC1111's /docs: each checkpoint by its title ("name.safetensors [hash]") and its name.
  automatic1111: {
    path: "/sdapi/v1/sd-models",
    names: (body) =>
      (body as { title: string; model_name: string }[]).flatMap((model) => [
        model.title,
        model.model_name,
      ]),
  },
  // ComfyUI's node catalogue: the checkpoint loader's choices are the checkpoints it has.
  comfyui: {
    path: "/object_info/CheckpointLoaderSimple",
    names: (body) =>
      (
        body as {
          CheckpointLoaderSimple: { input: { required: { ckpt_name: [string[]] } } };
        }
      ).CheckpointLoaderSimple.input.required.ckpt_name[0],
  },
  // The inference router has no catalogue: reachable and the token accepted is what can be told.
  huggingface: null,
};

function authorization(kind: RealKind, token: string | undefined): Record<string, string> {
  if (!token) return {};
  return kind === "automatic1111"
    ? { Authorization: `Basic ${Buffer.from(token).toString("base64")}` }
    : { Authorization: `Bearer ${token}` };
}

/** The image back end answers, and serves every model IMAGE_MODEL_NAMES maps. */
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
  const base = imageProviderUrl(config, kind).replace(/\/+$/, "");
  const catalogue = CATALOGUES[kind];
  const fix = `check IMAGE_PROVIDER_URL and that the ${kind} server runs`;
  let response: Response;
  try {
    response = await fetch(`${base}${catalogue?.path ?? ""}`, {
      headers: authorization(kind, config.IMAGE_PROVIDER_TOKEN),
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
  } catch (error) {
    return { status: "failed", detail: `${kind}: ${errorText(error)}`, fix };
  }
  if (response.status === 401 || response.status === 403) {
    return {
      status: "failed",
      detail: `${kind} refused the credentials (HTTP ${response.status})`,
      fix: "check IMAGE_PROVIDER_TOKEN",
    };
  }
  if (!catalogue) return { status: "ok", detail: `${kind} reachable, token accepted` };
  if (!response.ok) {
    return { status: "failed", detail: `${kind} answered HTTP ${response.status}`, fix };
  }
  const served = new Set(catalogue.names(await response.json()));
  const mapped = Object.entries(config.IMAGE_MODEL_NAMES);
  const missing = mapped.filter(([, name]) => !served.has(name));
  if (missing.length > 0) {
    return {
      status: "failed",
      detail: `${kind} does not serve ${missing.map(([id, name]) => `${name} (for ${id})`).join(", ")}`,
      fix: `install the model on the back end, or map ${missing.map(([id]) => id).join(", ")} in IMAGE_MODEL_NAMES to one it lists`,
    };
  }
  return {
    status: "ok",
    detail: `${kind} reachable, ${mapped.length} mapped model(s) served`,
  };
};
