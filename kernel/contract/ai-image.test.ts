import { describe, expect, it } from "vitest";
import { imageGenerationRequestSchema } from "./ai-image";
import { PROMPT_REQUIRED_MESSAGE } from "./ai-image-rules";

const valid = {
  prompt: "  a lighthouse at dusk ",
  negative_prompt: "",
  width: 512,
  height: 768,
  num_inference_steps: 20,
  guidance_scale: 7.5,
  model: "stabilityai/stable-diffusion-3.5-large",
};

const firstMessage = (input: unknown) =>
  imageGenerationRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("image generation request", () => {
  it("accepts the page's values and trims the prompt", () => {
    expect(imageGenerationRequestSchema.parse(valid)).toMatchObject({
      prompt: "a lighthouse at dusk",
    });
    expect(
      imageGenerationRequestSchema.parse({ ...valid, seed: 0, job_id: "job-12345678" }).seed,
    ).toBe(0);
  });

  it("refuses a blank prompt with the page's message", () => {
    expect(firstMessage({ ...valid, prompt: "   " })).toBe(PROMPT_REQUIRED_MESSAGE);
    expect(firstMessage({ ...valid, prompt: undefined })).toBe(PROMPT_REQUIRED_MESSAGE);
  });

  it.each([
    ["width", 250],
    ["width", 1088],
    ["height", 520],
    ["num_inference_steps", 9],
    ["num_inference_steps", 20.5],
    ["guidance_scale", 7.25],
    ["guidance_scale", 20.5],
    ["model", "some/other-model"],
    ["seed", -1],
    ["seed", 2 ** 31],
    ["job_id", "../etc"],
  ])("refuses %s = %s", (field, value) => {
    expect(imageGenerationRequestSchema.safeParse({ ...valid, [field]: value }).success).toBe(
      false,
    );
  });

  it.each([
    ["width", 256],
    ["height", 1024],
    ["num_inference_steps", 50],
    ["guidance_scale", 1],
    ["guidance_scale", 20],
    ["seed", 2 ** 31 - 1],
  ])("accepts the bound %s = %s", (field, value) => {
    expect(imageGenerationRequestSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });
});
