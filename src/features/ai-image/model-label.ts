import { IMAGE_DEMO_RENDERER, IMAGE_MODELS } from "#contract/ai-image-rules";

/** A model's readable name; unknown ids (from an old history) are shown as they are. */
const modelLabel = (id: string) => IMAGE_MODELS.find((model) => model.id === id)?.label ?? id;

/** What made a picture: the demo renderer, or the model that ran. */
export const makerLabel = (picture: { model: string; demo?: boolean }) =>
  picture.demo ? IMAGE_DEMO_RENDERER : modelLabel(picture.model);
