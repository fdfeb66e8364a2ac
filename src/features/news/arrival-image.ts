import { phoneColumn, type ArrivalImage } from "@/lib/responsive-image";
import { newsImages } from "@/assets/media/news";
import { newsArticles } from "#content/news";

export const articleImageSizes = `(min-width: 1024px) 40rem, ${phoneColumn}`;

/** The first article's image: in view on load, the page's largest paint. */
export const arrivalImage: ArrivalImage = {
  image: newsImages[newsArticles[0]?.imageIndex ?? -1],
  sizes: articleImageSizes,
};
