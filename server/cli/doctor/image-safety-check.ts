import { loadImageClassifier } from "../../modules/ai-image/safety/image-classifier";
import { errorText, type Check } from "./check";

/** The classifier that withholds explicit pictures loads; without it every picture is withheld. */
export const checkImageSafety: Check = async (config) => {
  if (config.IMAGE_SAFETY === "off") {
    return { status: "not configured", detail: "IMAGE_SAFETY off: pictures are not checked" };
  }
  const started = performance.now();
  try {
    await loadImageClassifier();
    const loadMs = Math.round(performance.now() - started);
    return {
      status: "ok",
      detail: `classifier loaded (${config.IMAGE_SAFETY}, ${loadMs} ms)`,
    };
  } catch (error) {
    return {
      status: "failed",
      detail: errorText(error),
      fix: "reinstall the dependencies (npm ci): the classifier's weights ship in the nsfwjs package",
    };
  }
};
