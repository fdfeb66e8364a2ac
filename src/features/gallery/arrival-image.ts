import { phoneColumn, type ArrivalImage } from "@/lib/responsive-image";
import { galleryItems } from "#content/gallery";
import { galleryImages } from "@/assets/media/gallery";

export const galleryImageSizes = `(min-width: 1024px) 30rem, (min-width: 640px) 45vw, ${phoneColumn}`;

/** The lead image: the whole row, its picture on two thirds of it from `sm` up. */
export const leadGalleryImageSizes = `(min-width: 1024px) 40rem, (min-width: 640px) 60vw, ${phoneColumn}`;

/** The first tile's image, the lead: in view on load on every screen. */
export const arrivalImage: ArrivalImage = {
  image: galleryImages[galleryItems[0]?.imageIndex ?? -1],
  sizes: leadGalleryImageSizes,
};
