import type { ReactNode } from "react";
import type { ResponsiveImage } from "@/assets/media-shapes";
import { Picture } from "@/components/ui/picture";
import type { ArrivalImage } from "@/lib/responsive-image";
import type { PageIntro } from "#content/site";
import { AfterFirstPaint } from "./after-first-paint";
import { PageHero } from "./page-hero";

type TileGridPageProps = {
  intro: PageIntro;
  /** The name of the section that holds the grid. */
  label: string;
  gridClassName: string;
  /** Classes that make the placeholder span the whole row of the grid. */
  placeholderClassName: string;
  /** The tiles of the first screen. */
  first: ReactNode;
  /** The tiles below the first screen on every width: their pictures wait for the first paint. */
  rest: ReactNode;
  /** What follows the grid, such as a dialog its tiles open. */
  children?: ReactNode;
};

/** A page of picture tiles under its hero: the gallery and the portfolio. */
export function TileGridPage({
  intro,
  label,
  gridClassName,
  placeholderClassName,
  first,
  rest,
  children,
}: TileGridPageProps) {
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} subtitle={intro.subtitle} />
      <section aria-label={label} className="reveal mx-auto max-w-content px-6 pb-section pt-4">
        <ul className={gridClassName}>
          {first}
          <AfterFirstPaint
            placeholder={<li aria-hidden className={`min-h-svh ${placeholderClassName}`} />}
          >
            {rest}
          </AfterFirstPaint>
        </ul>
      </section>
      {children}
    </>
  );
}

type TilePictureProps = {
  image: ResponsiveImage | undefined;
  sizes: string;
  /** The page's first image, which loads with priority. */
  arrival: ArrivalImage;
  /** The picture's aspect ratio classes. */
  className: string;
};

/** A tile's picture, which grows a little while the tile (a `group`) is pointed at or focused. */
export function TilePicture({ image, sizes, arrival, className }: TilePictureProps) {
  if (!image) return null;
  return (
    <Picture
      image={image}
      sizes={sizes}
      priority={image === arrival.image}
      className={`${className} w-full object-cover transition-transform duration-500 group-hover:scale-[1.04] group-focus-visible:scale-[1.04]`}
    />
  );
}
