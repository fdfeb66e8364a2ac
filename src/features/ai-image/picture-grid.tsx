import { History, ImageOff } from "lucide-react";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { deferred } from "@/lib/deferred";
import { IMAGE_HISTORY } from "#contract/ai-image-rules";
import { useHistoryStore, useStoredHistory, type HistoryItem } from "./history-store";
import { makerLabel } from "./model-label";
import { useStudioStore } from "./studio-store";

// The tile of a picture being made is not needed for the first view: fetched at the first
// generation, its frame held until it comes.
const FormingTile = deferred(() => import("./forming-tile")).component(
  (module) => module.FormingTile,
);

/**
 * Tiles on show: the picture being made and the history's latest. The grid always holds this
 * many, empty ones drawn as frames, so nothing moves when the stored history or a new picture
 * comes in.
 */
const SLOTS = IMAGE_HISTORY.shown + 1;

// The caption's height, the same under every tile so the rows line up.
const captionClass = "mt-2 min-h-[4.25rem]";

/** One past picture; choosing it opens it large with its details and actions. */
function PictureTile({ item }: { item: HistoryItem }) {
  const view = useStudioStore((state) => state.view);
  return (
    <li className="flex flex-col">
      <button
        type="button"
        onClick={() => view(item.id)}
        aria-label={`Open: ${item.prompt}`}
        className="group relative aspect-square overflow-hidden rounded-lg border border-border bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {item.image ? (
          <img
            src={item.image}
            alt=""
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <span className="grid size-full place-items-center">
            <ImageOff aria-hidden className="size-8 text-muted-foreground" />
          </span>
        )}
      </button>
      <div className={captionClass}>
        <p className="line-clamp-2 text-sm font-medium">{item.prompt}</p>
        <p className="mt-1 truncate text-xs text-muted-foreground">
          {makerLabel(item)}
          {item.seed !== undefined && ` · Seed ${item.seed}`}
        </p>
      </div>
    </li>
  );
}

/** A frame where a picture will come; the first says so. */
function EmptyTile({ first }: { first: boolean }) {
  return (
    <li aria-hidden={!first} className="flex flex-col">
      <div className="grid aspect-square place-items-center rounded-lg border border-dashed border-border bg-surface/40 p-6 text-center">
        {first && (
          <div>
            <History aria-hidden className="mx-auto size-8 text-accent" />
            <p className="mt-3 text-sm text-muted-foreground">
              Your images appear here. They stay in this browser only.
            </p>
          </div>
        )}
      </div>
      <div className={captionClass} />
    </li>
  );
}

/** The page's main content: the picture being made, then this browser's latest pictures. */
export function PictureGrid() {
  useStoredHistory();
  const items = useHistoryStore((state) => state.items);
  const clear = useHistoryStore((state) => state.clear);
  const forming = useStudioStore((state) => state.forming);
  const shown = items.slice(0, IMAGE_HISTORY.shown);
  const historySlots = forming ? SLOTS - 1 : SLOTS;
  const empty = Math.max(0, historySlots - shown.length);

  return (
    <section aria-labelledby="image-history-heading" className="mt-8">
      <div className="flex h-11 items-center justify-between gap-4">
        <h2 id="image-history-heading" className="flex items-center gap-2 text-lg font-bold">
          <History aria-hidden className="size-5 text-accent" />
          Generation History
        </h2>
        {items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear History
          </Button>
        )}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-3 lg:gap-x-6">
        {forming && (
          <Suspense fallback={<EmptyTile first={false} />}>
            <FormingTile forming={forming} />
          </Suspense>
        )}
        {shown.slice(0, historySlots).map((item) => (
          <PictureTile key={item.id} item={item} />
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <EmptyTile key={`empty-${index}`} first={index === 0 && !forming && shown.length === 0} />
        ))}
      </ul>
    </section>
  );
}
