import type { ArrivalImage } from "@/lib/responsive-image";
import { slideImages } from "@/assets/media/slides";
import { heroSlides } from "#content/slides";

export const slideImageSizes = "(min-width: 768px) calc(100vw - 17rem), 100vw";

/** The first slide's image, behind the page's opening screen. */
export const arrivalImage: ArrivalImage = {
  image: slideImages[heroSlides[0]?.imageIndex ?? -1],
  sizes: slideImageSizes,
};
