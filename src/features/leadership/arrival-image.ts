import type { ArrivalImage } from "@/lib/responsive-image";
import { media } from "@/assets/media";

/** The portrait beside the greeting. */
export const arrivalImage = {
  image: media.leader,
  sizes: "(min-width: 768px) 24rem, 80vw",
} satisfies ArrivalImage;
