import { Expand } from "lucide-react";
import { Suspense, useRef, useState, type Ref } from "react";
import { TileGridPage, TilePicture } from "@/components/layout/tile-grid-page";
import { galleryHero, galleryItems } from "#content/gallery";
import { galleryImages } from "@/assets/media/gallery";
import { deferred, useAfter } from "@/lib/deferred";
import { arrivalImage, galleryImageSizes, leadGalleryImageSizes } from "./arrival-image";

// The lightbox and its dialog code are not needed for the first view: fetched once the page has
// loaded, or at the first click if that comes sooner.
const GalleryLightbox = deferred(() => import("./gallery-lightbox")).component(
  (module) => module.GalleryLightbox,
);

export function GalleryPage() {
  const [lightbox, setLightbox] = useState({ open: false, index: 0 });
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const lightboxWanted = useAfter("load") || lightbox.open;
  const tileProps = {
    onOpen: (index: number) => setLightbox({ open: true, index }),
    triggerRef: (index: number) => (element: HTMLButtonElement | null) => {
      triggers.current[index] = element;
    },
  };

  return (
    // The first image leads across the whole row; the others are shown two by two.
    <TileGridPage
      intro={galleryHero}
      label="Images"
      gridClassName="grid gap-6 sm:grid-cols-2"
      placeholderClassName="sm:col-span-2"
      first={<GalleryTile index={0} {...tileProps} />}
      rest={galleryItems.slice(1).map((item, offset) => (
        <GalleryTile key={item.title} index={offset + 1} {...tileProps} />
      ))}
    >
      {lightboxWanted && (
        <Suspense fallback={null}>
          <GalleryLightbox
            open={lightbox.open}
            index={lightbox.index}
            onIndexChange={(index) => setLightbox({ open: true, index })}
            onOpenChange={(open) => setLightbox((current) => ({ ...current, open }))}
            onReturnFocus={() => triggers.current[lightbox.index]?.focus()}
          />
        </Suspense>
      )}
    </TileGridPage>
  );
}

type GalleryTileProps = {
  index: number;
  onOpen: (index: number) => void;
  triggerRef: (index: number) => Ref<HTMLButtonElement>;
};

/** One picture with its caption; the first leads across the whole row. */
function GalleryTile({ index, onOpen, triggerRef }: GalleryTileProps) {
  const item = galleryItems[index];
  if (!item) return null;
  const image = galleryImages[item.imageIndex];
  const lead = index === 0;
  return (
    <li className={lead ? "sm:col-span-2" : undefined}>
      <figure
        className={`overflow-hidden rounded-lg border border-border bg-surface shadow-card ${lead ? "sm:grid sm:grid-cols-[2fr_1fr] sm:items-center" : ""}`}
      >
        <button
          ref={triggerRef(index)}
          type="button"
          onClick={() => onOpen(index)}
          aria-haspopup="dialog"
          className="group relative block w-full overflow-hidden"
        >
          <span className="sr-only">{`Enlarge ${item.title}: `}</span>
          <TilePicture
            image={image}
            sizes={lead ? leadGalleryImageSizes : galleryImageSizes}
            arrival={arrivalImage}
            className="aspect-[3/2]"
          />
          <span
            aria-hidden
            className="absolute right-3 top-3 grid size-9 place-items-center rounded-pill bg-background/80 text-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            <Expand className="size-4" />
          </span>
        </button>
        <figcaption className={lead ? "p-5 sm:p-8" : "p-5"}>
          <p className={`font-display font-bold ${lead ? "text-lg sm:text-title" : "text-lg"}`}>
            {item.title}
          </p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.caption}</p>
        </figcaption>
      </figure>
    </li>
  );
}
