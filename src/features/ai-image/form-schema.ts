import { imageGenerationRequestSchema } from "#contract/ai-image";
import { z } from "#contract/zod";

// The seed box gives its number as text; a blank one asks for a random seed.
const seedFromText = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value;

/** The generation form: the request the page sends, but for the job id the page adds. */
export const generationFormSchema = imageGenerationRequestSchema.omit({ job_id: true }).extend({
  seed: z.preprocess(seedFromText, imageGenerationRequestSchema.shape.seed),
});
