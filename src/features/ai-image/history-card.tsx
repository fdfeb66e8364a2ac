import { History, ImageOff } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { IMAGE_HISTORY } from "#contract/ai-image-rules";
import { useHistoryStore, type HistoryItem } from "./history-store";
import { makerLabel } from "./model-label";
import type { ReusableSettings } from "./reuse-settings";

// Made at the first entry shown: a formatter loads locale data, a slow phone's 100 ms and more,
// which a page with an empty history never needs.
let timeFormat: Intl.DateTimeFormat | undefined;

function savedAt(timestamp: string): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return timeFormat.format(new Date(timestamp));
}

/** One picture: choosing it brings back its prompt and model; its seed can be used again. */
function HistoryEntry({
  item,
  onChoose,
  onReuse,
}: {
  item: HistoryItem;
  onChoose: (item: HistoryItem) => void;
  onReuse: (settings: ReusableSettings) => void;
}) {
  const promptId = useId();
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(item)}
        className="flex w-full items-center gap-3 rounded p-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-accent"
      >
        {item.image ? (
          <img src={item.image} alt="" className="size-14 shrink-0 rounded object-cover" />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded bg-muted">
            <ImageOff aria-hidden className="size-5 text-muted-foreground" />
          </span>
        )}
        <span className="min-w-0">
          <span id={promptId} className="block truncate text-sm font-medium">
            {item.prompt}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {makerLabel(item)} · {savedAt(item.timestamp)}
          </span>
          {item.seed !== undefined && (
            <span className="block truncate text-xs tabular-nums text-muted-foreground">
              Seed {item.seed}
            </span>
          )}
        </span>
      </button>
      {item.seed !== undefined && (
        <Button
          variant="ghost"
          size="sm"
          className="ml-[4.25rem]"
          aria-describedby={promptId}
          onClick={() => onReuse(item)}
        >
          Use this seed
        </Button>
      )}
    </li>
  );
}

/** The latest pictures of this browser, with what made them. */
export function HistoryCard({
  onChoose,
  onReuse,
}: {
  onChoose: (item: HistoryItem) => void;
  onReuse: (settings: ReusableSettings) => void;
}) {
  const items = useHistoryStore((state) => state.items);
  const clear = useHistoryStore((state) => state.clear);

  return (
    <section
      aria-labelledby="image-history-heading"
      className="rounded-lg border border-border bg-surface p-6 shadow-card"
    >
      <h2 id="image-history-heading" className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden className="size-5 text-accent" />
        Generation History
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Your images appear here. They stay in this browser only.
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-2">
            {items.slice(0, IMAGE_HISTORY.shown).map((item) => (
              <HistoryEntry key={item.id} item={item} onChoose={onChoose} onReuse={onReuse} />
            ))}
          </ul>
          <Button variant="ghost" size="sm" className="mt-3" onClick={clear}>
            Clear History
          </Button>
        </>
      )}
    </section>
  );
}
