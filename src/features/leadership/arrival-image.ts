import type { ArrivalImage } from "@/lib/responsive-image";
import { media } from "@/assets/media";

/** The portrait beside the greeting: the column's width, at most 30rem. */
export const arrivalImage = {
  image: media.leader,
  sizes: "(min-width: 640px) 30rem, 100vw",
} satisfies ArrivalImage;
