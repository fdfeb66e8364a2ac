import type { ArrivalImage } from "@/lib/responsive-image";
import { media } from "@/assets/media";
import { works } from "#content/projects";

export const workImageSizes = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw";

/** The first tile's image: in view on load on every screen. */
export const arrivalImage: ArrivalImage = {
  image: media.works[works[0]?.imageIndex ?? -1],
  sizes: workImageSizes,
};
