import { phoneColumn, type ArrivalImage } from "@/lib/responsive-image";
import { leaderImage } from "@/assets/media/leader";

/** The portrait beside the greeting: the column's width, at most 30rem. */
export const arrivalImage = {
  image: leaderImage,
  sizes: `(min-width: 640px) 30rem, ${phoneColumn}`,
} satisfies ArrivalImage;
