import type { ResponsiveImage } from "@/assets/media-shapes";

/**
 * The image a page shows first, in view on load. A page led by an image exports it from a module
 * that the route table names, and gives that image `priority`; it is in the page's prerendered
 * first screen, so a first visit fetches it before any script has run.
 */
export type ArrivalImage = { image: ResponsiveImage | undefined; sizes: string };

/** A `srcset` value: "a.avif 640w, b.avif 1280w". */
export const srcSet = (candidates: ResponsiveImage["avif"]) =>
  candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", ");

/**
 * A phone's page column in `sizes`: the screen less the sections' 1.5rem padding on each side.
 * "100vw" would overstate it by 48 px, enough to make a phone pick the next larger file.
 */
export const phoneColumn = "calc(100vw - 3rem)";
