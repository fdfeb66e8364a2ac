import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { modelLabel } from "./model-label";
import { useStudioStore } from "./studio-store";

/** The finished picture with what made it, a download link and a way back to the form. */
export function ResultDialog() {
  const result = useStudioStore((state) => state.result);
  const closeResult = useStudioStore((state) => state.closeResult);

  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && closeResult()}>
      {result && (
        <DialogContent title="Your generated image" className="max-w-2xl">
          <img
            src={result.image}
            alt={`Generated from the prompt: ${result.prompt}`}
            className="mx-auto mt-5 max-h-[50svh] w-auto max-w-full rounded border border-border object-contain"
          />
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Prompt</dt>
            <dd className="break-words text-muted-foreground">{result.prompt}</dd>
            <dt className="font-semibold">Model</dt>
            <dd className="text-muted-foreground">{modelLabel(result.model)}</dd>
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
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={result.image}
              download="generated-image.png"
              className={buttonVariants({ variant: "primary" })}
            >
              <Download aria-hidden className="size-4" />
              Download Image
            </a>
            <Button variant="secondary" onClick={closeResult}>
              Generate Another
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
