import { IMAGE_DEMO_RENDERER, imageModelLabel } from "#contract/ai-image-rules";

/** What made a picture: the demo renderer, or the model that ran. */
export const makerLabel = (picture: { model: string; demo?: boolean }) =>
  picture.demo ? IMAGE_DEMO_RENDERER : imageModelLabel(picture.model);
