import { phoneColumn, type ArrivalImage } from "@/lib/responsive-image";
import { workImages } from "@/assets/media/works";
import { works } from "#content/projects";

export const workImageSizes = `(min-width: 1024px) 22rem, (min-width: 640px) 45vw, ${phoneColumn}`;

/** Featured tiles: two columns and two rows on wide screens. */
export const featuredWorkImageSizes = `(min-width: 1024px) 44rem, (min-width: 640px) 45vw, ${phoneColumn}`;

/**
 * On wide screens every seventh work, starting with the first, is featured; two features among
 * twelve tiles fill six full rows of three.
 */
export function isFeaturedWork(index: number): boolean {
  return index % 7 === 0;
}

/** The first tile's image (a featured one): in view on load on every screen. */
export const arrivalImage: ArrivalImage = {
  image: workImages[works[0]?.imageIndex ?? -1],
  sizes: featuredWorkImageSizes,
};
