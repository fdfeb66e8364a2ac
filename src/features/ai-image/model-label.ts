import { IMAGE_MODELS } from "#contract/ai-image-rules";

/** A model's readable name; unknown ids (from an old history) are shown as they are. */
export const modelLabel = (id: string) =>
  IMAGE_MODELS.find((model) => model.id === id)?.label ?? id;
