import type { ArrivalImage } from "@/lib/responsive-image";
import { galleryItems } from "#content/gallery";
import { media } from "@/assets/media";

export const galleryImageSizes = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw";

/** The first tile's image: in view on load on every screen. */
export const arrivalImage: ArrivalImage = {
  image: media.gallery[galleryItems[0]?.imageIndex ?? -1],
  sizes: galleryImageSizes,
};
