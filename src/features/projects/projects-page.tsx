import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router-dom";
import { TileGridPage, TilePicture } from "@/components/layout/tile-grid-page";
import { workImages } from "@/assets/media/works";
import { projectsPageIntro, works, type Work } from "#content/projects";
import {
  arrivalImage,
  featuredWorkImageSizes,
  isFeaturedWork,
  workImageSizes,
} from "./arrival-image";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The tiles of the first screen: the featured one and the two beside it on wide screens. */
const firstScreenTiles = 3;

export function ProjectsPage() {
  return (
    <TileGridPage
      intro={projectsPageIntro}
      label="Portfolio"
      gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      placeholderClassName="sm:col-span-2 lg:col-span-3"
      first={works.slice(0, firstScreenTiles).map((work, index) => (
        <WorkTile key={work.id} work={work} index={index} />
      ))}
      rest={works.slice(firstScreenTiles).map((work, offset) => (
        <WorkTile key={work.id} work={work} index={firstScreenTiles + offset} />
      ))}
    />
  );
}

function WorkTile({ work, index }: { work: Work; index: number }) {
  const image = workImages[work.imageIndex];
  const featured = isFeaturedWork(index);
  return (
    <li className={featured ? "lg:col-span-2 lg:row-span-2" : undefined}>
      {/* Every portfolio tile leads back to the home page: the works have no pages of their own.
          Pointed at or focused, the veil over the picture lifts and the picture comes closer:
          the tile shows more of the work, while the band under the caption keeps it legible. */}
      <Link
        to="/"
        className="group relative block overflow-hidden rounded-lg border border-border bg-surface shadow-card transition-colors hover:border-accent/60 focus-visible:border-accent"
      >
        <TilePicture
          image={image}
          sizes={featured ? featuredWorkImageSizes : workImageSizes}
          arrival={arrivalImage}
          className="aspect-[4/3] sm:aspect-square"
        />
        <div
          aria-hidden
          className="absolute inset-0 bg-background/40 transition-opacity duration-500 group-hover:opacity-0 group-focus-visible:opacity-0"
        />
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-background via-background/60 to-transparent"
        />
        <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 p-6">
          <div>
            <Eyebrow>{work.subtitle}</Eyebrow>
            <h2 className={`mt-1 font-bold ${featured ? "text-2xl lg:text-heading" : "text-2xl"}`}>
              {work.title}
            </h2>
          </div>
          <ArrowUpRight
            aria-hidden
            className="size-6 shrink-0 text-foreground transition-transform group-hover:-translate-y-1 group-hover:translate-x-1 group-focus-visible:-translate-y-1 group-focus-visible:translate-x-1"
          />
        </div>
      </Link>
    </li>
  );
}
