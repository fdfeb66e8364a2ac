import { preload } from "react-dom";
import type { ResponsiveImage } from "@/assets/media-shapes";
import { srcSet } from "@/lib/responsive-image";

type PictureProps = {
  image: ResponsiveImage;
  /** Defaults to the image's own description; pass "" where the image is decorative. */
  alt?: string;
  /** The rendered width hint, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /** Art direction: the point an `object-cover` crop keeps in view, e.g. "80% 40%". */
  objectPosition?: string;
};

export function Picture({
  image,
  alt,
  sizes,
  className,
  priority = false,
  objectPosition,
}: PictureProps) {
  const fallback = image.webp[image.webp.length - 1];
  const preferred = image.avif[image.avif.length - 1];
  const avifSrcSet = srcSet(image.avif);
  if (priority && preferred) {
    // Called while rendering, so after an in-app navigation the fetch starts before the page has
    // been committed (on a first visit, the prerendered first screen has already asked for it:
    // see ArrivalImage). Same candidates and sizes as the AVIF source, so the browser picks one file.
    preload(preferred.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback?.src}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
        style={objectPosition ? { objectPosition } : undefined}
      />
    </picture>
  );
}
