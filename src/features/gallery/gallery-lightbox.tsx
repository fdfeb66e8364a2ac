import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog";
import { Picture } from "@/components/ui/picture";
import { galleryItems } from "#content/gallery";
import { galleryImages } from "@/assets/media/gallery";
import { useSwipe } from "./use-swipe";

type GalleryLightboxProps = {
  open: boolean;
  /** The image shown; kept after closing so focus can return to its thumbnail. */
  index: number;
  onIndexChange: (index: number) => void;
  onOpenChange: (open: boolean) => void;
  /** Called once the lightbox has closed; the caller focuses the matching thumbnail. */
  onReturnFocus: () => void;
};

const count = galleryItems.length;
const wrap = (index: number) => (index + count) % count;

const stepButton =
  "absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-pill bg-black/55 text-white ring-1 ring-white/20 transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

export function GalleryLightbox({
  open,
  index,
  onIndexChange,
  onOpenChange,
  onReturnFocus,
}: GalleryLightboxProps) {
  const swipe = useSwipe((step) => onIndexChange(wrap(index + step)));
  const item = galleryItems[index];
  const image = item ? galleryImages[item.imageIndex] : undefined;
  if (!item) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowRight") onIndexChange(wrap(index + 1));
    else if (event.key === "ArrowLeft") onIndexChange(wrap(index - 1));
    else return;
    event.preventDefault();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Full bleed on black: the picture is the page, its words a quiet line beneath. */}
      <DialogContent
        title={item.title}
        hideTitle
        closeLabel="Close image"
        onKeyDown={handleKeyDown}
        // The visitor may have moved to another image: focus its thumbnail, not the first opener.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
        className="inset-0 left-0 top-0 flex h-svh max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col overflow-hidden rounded-none border-0 bg-black p-0 text-white shadow-none"
        closeClassName="z-10 size-11 bg-black/55 text-white ring-1 ring-white/20 hover:bg-white/15 hover:text-white"
      >
        <div
          {...swipe}
          className="relative grid min-h-0 flex-1 touch-pan-y place-items-center [container-type:size]"
        >
          {image && (
            // As large as the area allows at the picture's own shape, whichever side binds.
            <div
              className="[&_img]:block [&_img]:size-full"
              style={{
                width: `min(100cqw, calc(100cqh * ${image.width} / ${image.height}))`,
                aspectRatio: `${image.width} / ${image.height}`,
              }}
            >
              <Picture image={image} sizes="100vw" priority />
            </div>
          )}
          <button
            type="button"
            onClick={() => onIndexChange(wrap(index - 1))}
            aria-label="Previous image"
            className={`${stepButton} left-2 sm:left-4`}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => onIndexChange(wrap(index + 1))}
            aria-label="Next image"
            className={`${stepButton} right-2 sm:right-4`}
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </div>
        <div className="flex items-start justify-between gap-4 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 sm:px-6">
          <div className="min-w-0">
            {/* The dialog's name already says the title to screen readers. */}
            <p aria-hidden className="font-display font-bold">
              {item.title}
            </p>
            <DialogDescription className="mt-1 text-sm text-white/75">
              {item.caption}
            </DialogDescription>
          </div>
          <p aria-live="polite" className="shrink-0 pt-0.5 text-sm tabular-nums text-white/75">
            Image {index + 1} of {count}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
