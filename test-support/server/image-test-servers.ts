import { delay, listen, sendJson, tinyImage, TINY_PNG } from "./fake-http-server";

// Small servers that speak the image back ends' protocols, for tests through real HTTP.

export { TINY_PNG, type FakeServer } from "./fake-http-server";
export { startComfyUi } from "./comfyui-test-server";

/** A checkpoint as AUTOMATIC1111 lists it (`/sdapi/v1/sd-models`). */
export interface Automatic1111Checkpoint {
  title: string;
  model_name: string;
  hash: string;
}

/** The checkpoints the stand-in has installed; the first is loaded when it starts. */
export const A1111_CHECKPOINTS: Automatic1111Checkpoint[] = [
  {
    title: "v1-5-pruned-emaonly.safetensors [6ce0161689]",
    model_name: "v1-5-pruned-emaonly",
    hash: "6ce0161689",
  },
  {
    title: "v2-1_768-ema-pruned.safetensors [ad2a33c361]",
    model_name: "v2-1_768-ema-pruned",
    hash: "ad2a33c361",
  },
];

/**
 * The checkpoint an `override_settings.sd_model_checkpoint` resolves to, as modules/sd_models.py
 * `get_closet_checkpoint_match` finds it: an exact title, name or hash, else the shortest title
 * containing the text, with or without its `[hash]`; none when nothing matches, and then the
 * override is dropped silently and the loaded checkpoint answers (PROVIDERS.md, "Catalogues").
 */
function resolveCheckpoint(
  installed: Automatic1111Checkpoint[],
  asked: string,
): Automatic1111Checkpoint | undefined {
  const exact = installed.find((checkpoint) =>
    [checkpoint.title, checkpoint.model_name, checkpoint.hash].includes(asked),
  );
  if (exact) return exact;
  const containing = (text: string) =>
    installed
      .filter((checkpoint) => checkpoint.title.includes(text))
      .sort((a, b) => a.title.length - b.title.length)[0];
  return containing(asked) ?? containing(asked.replace(/\s*\[[^\]]+\]\s*$/, ""));
}

/**
 * AUTOMATIC1111 `--api`: txt2img blocks for `durationMs` while /progress rises; /interrupt ends
 * the running job at once, as the real one does (with whatever it had). Pictures come in the
 * server's `samples_format`, and /progress fills `current_image` unless asked to skip it
 * (modules/api/api.py `encode_pil_to_base64`, `progressapi`). The answer's `info` names the
 * checkpoint that ran (`sd_model_name`, `sd_model_hash`; modules/processing.py), which is the
 * loaded one when the override names none installed.
 */
export async function startAutomatic1111({
  durationMs = 300,
  failWith,
  samplesFormat = "png",
  installed = A1111_CHECKPOINTS,
}: {
  durationMs?: number;
  failWith?: number;
  samplesFormat?: "png" | "jpg" | "webp";
  /** The checkpoints installed, which /sdapi/v1/sd-models lists; the first is loaded. */
  installed?: Automatic1111Checkpoint[];
} = {}) {
  const loaded = installed[0]!;
  let startedAt = 0;
  let steps = 0;
  let interrupted = false;
  const picture = (await tinyImage(samplesFormat)).toString("base64");
  const fake = await listen(async (request, response) => {
    if (request.route === "POST /sdapi/v1/txt2img") {
      if (failWith) return sendJson(response, failWith, { error: "OutOfMemoryError", detail: "" });
      startedAt = Date.now();
      steps = (request.json as { steps: number }).steps;
      interrupted = false;
      while (Date.now() - startedAt < durationMs && !interrupted) await delay(10);
      startedAt = 0;
      const body = request.json as {
        seed: number;
        override_settings?: { sd_model_checkpoint?: string };
      };
      const asked = body.override_settings?.sd_model_checkpoint;
      // The override holds for this job only (override_settings_restore_afterwards).
      const ran = (asked === undefined ? undefined : resolveCheckpoint(installed, asked)) ?? loaded;
      const info = JSON.stringify({
        seed: body.seed,
        sd_model_name: ran.model_name,
        sd_model_hash: ran.hash,
      });
      return sendJson(response, 200, { images: [picture], parameters: request.json, info });
    }
    if (request.route === "GET /sdapi/v1/progress") {
      if (!startedAt) {
        return sendJson(response, 200, {
          progress: 0,
          eta_relative: 0,
          state: { job_count: 0, sampling_step: 0, sampling_steps: 0 },
          current_image: null,
        });
      }
      const elapsed = Date.now() - startedAt;
      const progress = Math.min(elapsed / durationMs, 1);
      const skip = new URL(request.url ?? "/", "http://x").searchParams.get("skip_current_image");
      return sendJson(response, 200, {
        progress,
        eta_relative: Math.max(durationMs - elapsed, 0) / 1000,
        state: { job_count: 1, sampling_step: Math.floor(progress * steps), sampling_steps: steps },
        current_image: skip === "false" ? picture : null,
        textinfo: null,
      });
    }
    // modules/api/api.py `get_sd_models`: each checkpoint's title carries its short hash.
    // modules/api/api.py `get_sd_models`: each checkpoint's title carries its short hash.
    if (request.route === "GET /sdapi/v1/sd-models") {
      return sendJson(
        response,
        200,
        installed.map((checkpoint) => ({
          ...checkpoint,
          filename: `/models/Stable-diffusion/${checkpoint.title.replace(/ \[.*$/, "")}`,
        })),
      );
    }
    if (request.route === "POST /sdapi/v1/interrupt") {
      interrupted = true;
      return sendJson(response, 200, {});
    }
    sendJson(response, 404, { detail: "Not Found" });
  });
  return fake;
}

/** Repositories that Hugging Face no longer has: their owners deleted them. */
const DELETED_HF_MODELS = ["runwayml/stable-diffusion-v1-5", "stabilityai/stable-diffusion-2-1"];

/** The repositories the stand-in's hf-inference provider serves unless told others. */
export const HF_INFERENCE_MODELS = [
  "stabilityai/stable-diffusion-3.5-large",
  "stabilityai/stable-diffusion-3.5-large-turbo",
  "stable-diffusion-v1-5/stable-diffusion-v1-5",
];

const HUB_MODEL = /^GET \/api\/models\/(.+)$/;

/**
 * The Hub's model API with `expand[]=inferenceProviderMapping`: the providers that serve a
 * repository, as an object keyed by provider (`{status, providerId, task}`; huggingface.js
 * `packages/inference/src/lib/getInferenceProviderMapping.ts` reads it so). A repository the
 * stand-in's hf-inference does not serve is mapped to another provider only, as most Stable
 * Diffusion repositories are (PROVIDERS.md, "Catalogues"); a deleted one answers 404 with the
 * Hub's `{error}`.
 */
function hubModelAnswer(repository: string, served: string[]) {
  if (DELETED_HF_MODELS.includes(repository)) {
    return { status: 404, body: { error: "Repository not found" } };
  }
  const provider = served.includes(repository) ? "hf-inference" : "fal-ai";
  return {
    status: 200,
    body: {
      _id: "64f1c0ffee0000000000000a",
      id: repository,
      inferenceProviderMapping: {
        [provider]: { status: "live", providerId: repository, task: "text-to-image" },
      },
    },
  };
}

/**
 * Hugging Face Inference and the Hub beside it: the router answers 404 for a repository its
 * hf-inference provider does not serve (deleted ones among them); `busyAnswers` 503s (with no
 * loading estimate: the service is warm-only) come before the picture, a JPEG as the service often
 * sends. `served` may be changed while the stand-in runs, as the provider's catalogue changes.
 */
export async function startHuggingFace({
  busyAnswers = 0,
  failWith,
  served = [...HF_INFERENCE_MODELS],
}: { busyAnswers?: number; failWith?: number; served?: string[] } = {}) {
  let busyLeft = busyAnswers;
  const picture = await tinyImage("jpg");
  return listen((request, response) => {
    const hubModel = HUB_MODEL.exec(request.route)?.[1];
    if (hubModel !== undefined) {
      const answer = hubModelAnswer(hubModel, served);
      return sendJson(response, answer.status, answer.body);
    }
    if (request.headers.authorization !== "Bearer hf_test_token") {
      return sendJson(response, 401, { error: "Invalid credentials in Authorization header" });
    }
    const model = request.route.replace(/^POST \//, "");
    if (!served.includes(model)) {
      return sendJson(response, 404, { error: `Model ${model} does not exist` });
    }
    if (failWith) return sendJson(response, failWith, { error: "The model failed" });
    if (busyLeft > 0) {
      busyLeft -= 1;
      return sendJson(response, 503, { error: "Service Unavailable" });
    }
    response.writeHead(200, { "Content-Type": "image/jpeg" }).end(picture);
  });
}

// OpenAI's GPT image models: the sizes they take and the fields they know (openai-node
// src/resources/images.ts `ImageGenerateParams`). OpenAI serves the `gpt-image-*` versions it has
// not retired; the DALL·E models are removed from its API (PROVIDERS.md, OpenAI's deprecations).
const GPT_IMAGE = {
  sizes: ["1024x1024", "1536x1024", "1024x1536", "auto"],
  fields: ["model", "prompt", "n", "size", "quality", "background", "output_format", "user"],
};
/** The versions this stand-in serves, as `/v1/models` lists them. */
const SERVED_GPT_IMAGE_MODELS = ["gpt-image-1", "gpt-image-1-mini", "gpt-image-1.5", "gpt-image-2"];
const openAiModel = (name: string, listed: string[]) =>
  listed.includes(name) && name.startsWith("gpt-image-") ? GPT_IMAGE : undefined;

const invalidRequest = (message: string, param: string | null = null) => ({
  error: { message, type: "invalid_request_error", param, code: null },
});

/** OpenAI's own refusals: an unknown field, model or size is a 400. */
function openAiRefusal(body: Record<string, unknown>, listed: string[]) {
  const model = openAiModel(String(body.model), listed);
  if (!model) return invalidRequest(`The model '${String(body.model)}' does not exist`, "model");
  const unknown = Object.keys(body).find((field) => !model.fields.includes(field));
  if (unknown) return invalidRequest(`Unrecognized request argument supplied: ${unknown}`);
  if (!model.sizes.includes(String(body.size))) {
    return invalidRequest(
      `Invalid value: '${String(body.size)}'. Supported values are: ${model.sizes.map((size) => `'${size}'`).join(", ")}.`,
      "size",
    );
  }
  return undefined;
}

/**
 * A prompt OpenAI's own safety system refuses: 400 with `code: "moderation_blocked"` and type
 * `image_generation_user_error` (PROVIDERS.md; the same body is quoted in openai/codex issue
 * #40816, with `moderation_details`).
 */
const MODERATION_BLOCKED = {
  error: {
    message:
      "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID 5c1f0a. safety_violations=[violence].",
    type: "image_generation_user_error",
    param: null,
    code: "moderation_blocked",
    moderation_details: { moderation_stage: "input", categories: ["violence"] },
  },
};

/**
 * The models the LocalAI stand-in has installed: one under a name of its own and SD 1.5 under
 * the name LocalAI's gallery gives it.
 */
const LOCALAI_INSTALLED = ["stablediffusion", "stable-diffusion-v1-5"];

/** What LocalAI makes of a request: the prompt pair and the seed it draws with. */
export interface LocalAiReading {
  positive: string;
  negative: string;
  seed: number;
}

/**
 * LocalAI's reading of an image request (core/http/endpoints/openai/image.go): the negative prompt
 * is the prompt's text after its first `|` (a `negative_prompt` field is ignored for images), and
 * the seed is cast to a signed 32-bit integer, so one of 2^31 or more wraps negative.
 */
function localAiReading(body: Record<string, unknown>): LocalAiReading {
  const prompt = String(body.prompt);
  const cut = prompt.indexOf("|");
  return {
    positive: cut < 0 ? prompt : prompt.slice(0, cut),
    negative: cut < 0 ? "" : prompt.slice(cut + 1),
    seed: Number(body.seed) | 0,
  };
}

/**
 * `/v1/images/generations` as OpenAI (`openai`: refuses what it does not know, and prompts that
 * match `blockedPrompt` as its safety system does) or LocalAI (`localai`: takes step and seed, and
 * records in `readings` how it understood each request) answers it, with b64_json or a file link.
 */
export async function startOpenAiImages({
  flavour = "localai",
  answer = "b64",
  blockedPrompt,
  listed = flavour === "openai" ? [...SERVED_GPT_IMAGE_MODELS] : [...LOCALAI_INSTALLED],
}: {
  flavour?: "openai" | "localai";
  answer?: "b64" | "url" | "garbled" | 500 | 401;
  blockedPrompt?: RegExp;
  /** The models `/v1/models` lists; may be changed while the stand-in runs. */
  listed?: string[];
} = {}) {
  const readings: LocalAiReading[] = [];
  const fake = await listen((request, response) => {
    if (request.route === "GET /files/picture.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(TINY_PNG);
      return;
    }
    // platform.openai.com/docs/api-reference/models/list; LocalAI lists its installed models alike.
    if (request.route === "GET /v1/models") {
      return sendJson(response, 200, {
        object: "list",
        data: listed.map((id) => ({
          id,
          object: "model",
          created: 1700000000,
          owned_by: "system",
        })),
      });
    }
    if (request.route !== "POST /v1/images/generations") {
      return sendJson(response, 404, { error: { message: "not found" } });
    }
    const body = request.json as Record<string, unknown>;
    if (flavour === "openai") {
      const refusal = openAiRefusal(body, listed);
      if (refusal) return sendJson(response, 400, refusal);
      if (blockedPrompt?.test(String(body.prompt))) {
        return sendJson(response, 400, MODERATION_BLOCKED);
      }
    } else {
      readings.push(localAiReading(body));
    }
    if (answer === 401) {
      // OpenAI's answer to a key it does not know (API reference, "Error codes": 401 Invalid
      // Authentication), which quotes the key; the stack trace stands for a self-hosted server's.
      return sendJson(response, 401, {
        error: {
          message:
            'Incorrect API key provided: sk-proj-Xk29fQ7LmPz0. You can find your API key at https://platform.openai.com/account/api-keys. Traceback (most recent call last): File "/srv/localai/api.py", line 88',
          type: "invalid_request_error",
          param: null,
          code: "invalid_api_key",
        },
      });
    }
    if (answer === 500) {
      return sendJson(response, 500, {
        error: { message: "backend crashed", type: "server_error" },
      });
    }
    if (answer === "garbled") {
      response.writeHead(200, { "Content-Type": "application/json" }).end("{not json");
      return;
    }
    // GPT image models always answer base64; other servers may answer a link.
    const link = answer === "url";
    const host = `http://${request.headers.host}`;
    sendJson(response, 200, {
      created: 1700000000,
      data: [
        link ? { url: `${host}/files/picture.png` } : { b64_json: TINY_PNG.toString("base64") },
      ],
    });
  });
  return Object.assign(fake, { readings });
}
