import * as DialogPrimitive from "@radix-ui/react-dialog";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStudioStore, type JobDetails } from "./studio-store";

/** "Step 5 of 20 · About 3 s left", or the time so far when the back end counts no steps. */
function progressLine({ step, steps, elapsed_seconds, eta_seconds }: JobDetails): string | null {
  const parts: string[] = [];
  if (step !== null && steps !== null) parts.push(`Step ${step} of ${steps}`);
  else if (elapsed_seconds !== null) parts.push(`${Math.round(elapsed_seconds)} s so far`);
  if (eta_seconds !== null) parts.push(`About ${Math.max(1, Math.ceil(eta_seconds))} s left`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * Covers the page while an image is made: the picture as it forms when the back end shows it,
 * progress with the step and the time left, the place in the queue, and Cancel.
 */
export function GenerationOverlay() {
  const status = useStudioStore((state) => state.status);
  const progress = useStudioStore((state) => state.progress);
  const queuePosition = useStudioStore((state) => state.queuePosition);
  const details = useStudioStore((state) => state.details);
  const detailLine = progressLine(details);
  const cancel = useStudioStore((state) => state.cancel);
  const open = status !== "idle";

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && cancel()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background/90 backdrop-blur" />
        <DialogPrimitive.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-8 text-center shadow-card focus:outline-none"
        >
          {details.preview ? (
            <img
              src={details.preview}
              alt="Your image as it forms"
              className="mx-auto h-48 w-auto max-w-full rounded border border-border object-contain"
            />
          ) : (
            <LoaderCircle
              aria-hidden
              className="mx-auto size-12 animate-spin text-accent motion-reduce:animate-none"
            />
          )}
          <DialogPrimitive.Title className="mt-5 text-2xl font-bold">
            {status === "finishing" ? "Your image is ready" : "Generating your image"}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-muted-foreground">
            {queuePosition
              ? `Waiting in the queue: position ${queuePosition}`
              : "The model is painting your prompt. This can take a little while."}
          </DialogPrimitive.Description>
          <div
            role="progressbar"
            aria-label="Generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-6 h-2 overflow-hidden rounded-pill bg-muted"
          >
            <div
              className="h-full rounded-pill bg-accent transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="mt-2 text-sm tabular-nums text-muted-foreground" aria-hidden>
            {progress}%
          </p>
          {detailLine && (
            <p className="mt-1 text-sm tabular-nums text-muted-foreground">{detailLine}</p>
          )}
          <Button
            variant="secondary"
            className="mt-6"
            onClick={cancel}
            disabled={status === "finishing"}
          >
            Cancel
          </Button>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
