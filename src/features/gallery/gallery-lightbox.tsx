import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Picture } from "@/components/ui/picture";
import { galleryItems } from "#content/gallery";
import { galleryImages } from "@/assets/media/gallery";

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

export function GalleryLightbox({
  open,
  index,
  onIndexChange,
  onOpenChange,
  onReturnFocus,
}: GalleryLightboxProps) {
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
      <DialogContent
        title={item.title}
        description={item.caption}
        closeLabel="Close image"
        onKeyDown={handleKeyDown}
        // The visitor may have moved to another image: focus its thumbnail, not the first opener.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
        className="max-w-4xl p-4 sm:p-6"
      >
        {/*
          Height-capped so the caption and the previous/next buttons stay on screen; the frame
          hugs the picture, so no bars show beside a picture narrower than the dialog.
        */}
        <div className="mx-auto mt-4 w-fit max-w-full overflow-hidden rounded border border-border">
          {image && (
            <Picture
              image={image}
              sizes="(min-width: 1100px) 62rem, 100vw"
              priority
              className="block h-auto max-h-[60svh] w-auto max-w-full"
            />
          )}
        </div>
        <div className="mt-4 flex items-center justify-between gap-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onIndexChange(wrap(index - 1))}
            aria-label="Previous image"
          >
            <ChevronLeft aria-hidden className="size-4" />
            <span aria-hidden className="hidden sm:inline">
              Previous
            </span>
          </Button>
          <p aria-live="polite" className="text-sm tabular-nums text-muted-foreground">
            Image {index + 1} of {count}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onIndexChange(wrap(index + 1))}
            aria-label="Next image"
          >
            <span aria-hidden className="hidden sm:inline">
              Next
            </span>
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
