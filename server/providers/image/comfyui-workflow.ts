import type { ImageModelId } from "#contract/ai-image-rules";
import type { ImageJobRequest } from "./image-provider";

type Family = "sd3" | "classic";

const FAMILIES: Record<ImageModelId, Family> = {
  "stabilityai/stable-diffusion-3.5-large": "sd3",
  "stabilityai/stable-diffusion-3.5-large-turbo": "sd3",
  "runwayml/stable-diffusion-v1-5": "classic",
  "stabilityai/stable-diffusion-2-1": "classic",
};

/** Checkpoint files as ComfyUI's model downloads name them. */
export const COMFYUI_DEFAULT_CHECKPOINTS: Record<ImageModelId, string> = {
  "stabilityai/stable-diffusion-3.5-large": "sd3.5_large.safetensors",
  "stabilityai/stable-diffusion-3.5-large-turbo": "sd3.5_large_turbo.safetensors",
  "runwayml/stable-diffusion-v1-5": "v1-5-pruned-emaonly.safetensors",
  "stabilityai/stable-diffusion-2-1": "v2-1_768-ema-pruned.safetensors",
};

/** SD 3.5 checkpoints ship without their three text encoders; these are loaded beside them. */
const SD3_TEXT_ENCODERS = {
  clip_name1: "clip_l.safetensors",
  clip_name2: "clip_g.safetensors",
  clip_name3: "t5xxl_fp16.safetensors",
};

/** The node whose output holds the picture. */
export const SAVE_NODE = "9";

/**
 * The API-format graph for one picture: checkpoint → text encoders → empty latent → sampler →
 * decoder → save. Inputs name other nodes as `[node id, output index]`.
 */
export function comfyUiWorkflow(request: ImageJobRequest, checkpoint: string) {
  const sd3 = FAMILIES[request.model] === "sd3";
  const clip = sd3 ? ["10", 0] : ["4", 1];
  return {
    "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: checkpoint } },
    ...(sd3 ? { "10": { class_type: "TripleCLIPLoader", inputs: { ...SD3_TEXT_ENCODERS } } } : {}),
    "6": { class_type: "CLIPTextEncode", inputs: { text: request.prompt, clip } },
    "7": { class_type: "CLIPTextEncode", inputs: { text: request.negativePrompt, clip } },
    "5": {
      class_type: sd3 ? "EmptySD3LatentImage" : "EmptyLatentImage",
      inputs: { width: request.width, height: request.height, batch_size: 1 },
    },
    "3": {
      class_type: "KSampler",
      inputs: {
        seed: request.seed,
        steps: request.steps,
        cfg: request.guidance,
        sampler_name: "euler",
        scheduler: sd3 ? "sgm_uniform" : "normal",
        denoise: 1,
        model: ["4", 0],
        positive: ["6", 0],
        negative: ["7", 0],
        latent_image: ["5", 0],
      },
    },
    "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
    [SAVE_NODE]: {
      class_type: "SaveImage",
      inputs: { filename_prefix: "studio", images: ["8", 0] },
    },
  };
}
