import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { progressLine, stageOf, stageTitle, type GenerationStage } from "./generation-progress";
import { useStudioStore, type Forming } from "./studio-store";

/**
 * The picture being made, in the grid where it will stay: its preview forming from noise, one
 * headline for its stage, the progress bar and the step with the time left under it. The tile
 * keeps its shape from the queue to the finished picture.
 */
export function FormingTile({ forming }: { forming: Forming }) {
  const status = useStudioStore((state) => state.status);
  const progress = useStudioStore((state) => state.progress);
  const queuePosition = useStudioStore((state) => state.queuePosition);
  const details = useStudioStore((state) => state.details);
  const cancel = useStudioStore((state) => state.cancel);
  const stage: GenerationStage = status === "finishing" ? "done" : stageOf(queuePosition, details);
  const title = stageTitle(stage, queuePosition);
  const detail = stage === "done" ? null : progressLine(details);
  // On a phone the grid starts below the prompt bar: the new tile is brought into view.
  const tile = useRef<HTMLLIElement>(null);
  useEffect(() => {
    tile.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, []);

  return (
    <li ref={tile} className="scroll-mb-4 scroll-mt-20">
      <div role="group" aria-label="Your image as it forms" className="flex flex-col">
        <div className="relative aspect-square overflow-hidden rounded-lg border border-accent/60 bg-surface-raised">
          {details.preview ? (
            <img
              src={details.preview}
              alt={
                stage === "done"
                  ? `Generated from the prompt: ${forming.prompt}`
                  : "Your image as it forms"
              }
              className="size-full object-cover [image-rendering:auto]"
            />
          ) : (
            <div
              aria-hidden
              className="size-full animate-pulse bg-[radial-gradient(circle_at_30%_30%,rgb(var(--color-accent)/0.25),transparent_60%),radial-gradient(circle_at_70%_70%,rgb(var(--color-signal)/0.2),transparent_55%)] motion-reduce:animate-none"
            />
          )}
          {stage !== "done" && (
            <button
              type="button"
              onClick={cancel}
              className="absolute right-2 top-2 inline-flex h-11 items-center md:h-9 gap-1 rounded-pill bg-background/80 px-3 text-sm font-medium backdrop-blur hover:bg-background focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden className="size-4" />
              Cancel
            </button>
          )}
        </div>
        <div className="mt-2 min-h-[4.25rem]">
          <p aria-live="polite" className="truncate text-sm font-semibold">
            {title}
          </p>
          <div
            role="progressbar"
            aria-label="Generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-2 h-1.5 overflow-hidden rounded-pill bg-muted"
          >
            <div
              className="h-full rounded-pill bg-accent transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="mt-1.5 flex justify-between gap-2 text-xs tabular-nums text-muted-foreground">
            <span className="truncate">{detail ?? "\u00a0"}</span>
            <span aria-hidden>{progress}%</span>
          </p>
        </div>
      </div>
    </li>
  );
}
