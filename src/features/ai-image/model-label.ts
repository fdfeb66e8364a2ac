import { IMAGE_DEMO_RENDERER, imageModelLabel } from "#contract/ai-image-rules";

/**
 * What made a picture: the model that ran, as the server reported it; items kept before it did
 * are named by the demo flag or the model asked for.
 */
export const makerLabel = (picture: { model: string; model_label?: string; demo?: boolean }) =>
  picture.model_label ?? (picture.demo ? IMAGE_DEMO_RENDERER : imageModelLabel(picture.model));
