import { Download, Sprout } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { makerLabel } from "./model-label";
import type { ReusableSettings } from "./reuse-settings";
import { useStudioStore } from "./studio-store";

/**
 * The finished picture with what made it, a download link and ways back to the form. The picture
 * and its details scroll inside the dialog; the buttons stay in view on the smallest screens.
 */
export function ResultDialog({ onReuse }: { onReuse: (settings: ReusableSettings) => void }) {
  const result = useStudioStore((state) => state.result);
  const closeResult = useStudioStore((state) => state.closeResult);

  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && closeResult()}>
      {result && (
        <DialogContent
          title="Your generated image"
          className="flex max-w-2xl flex-col overflow-hidden"
        >
          <div className="-mx-2 mt-4 min-h-0 flex-1 overflow-y-auto px-2">
            <img
              src={result.image}
              alt={`Generated from the prompt: ${result.prompt}`}
              className="mx-auto max-h-[32svh] w-auto max-w-full rounded border border-border object-contain sm:max-h-[50svh]"
            />
            <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold">Prompt</dt>
              <dd className="break-words text-muted-foreground">{result.prompt}</dd>
              <dt className="font-semibold">Model</dt>
              <dd className="text-muted-foreground">{makerLabel(result)}</dd>
              <dt className="font-semibold">Size</dt>
              <dd className="tabular-nums text-muted-foreground">
                {result.width} × {result.height} px
              </dd>
              <dt className="font-semibold">Seed</dt>
              <dd className="tabular-nums text-muted-foreground">{result.seed}</dd>
              <dt className="font-semibold">Time</dt>
              <dd className="tabular-nums text-muted-foreground">
                {result.generation_time.toFixed(1)} s
              </dd>
            </dl>
          </div>
          <div className="mt-5 flex shrink-0 flex-wrap gap-3">
            <a
              href={result.image}
              download="generated-image.png"
              className={buttonVariants({ variant: "primary" })}
            >
              <Download aria-hidden className="size-4" />
              Download Image
            </a>
            <Button
              variant="secondary"
              onClick={() => {
                onReuse(result);
                closeResult();
              }}
            >
              <Sprout aria-hidden className="size-4" />
              Use this seed
            </Button>
            <Button variant="secondary" onClick={closeResult}>
              Generate Another
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
