import { Download, ImageOff, Sprout, Trash2, Type } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useHistoryStore } from "./history-store";
import { makerLabel } from "./model-label";
import type { ReusableSettings } from "./reuse-settings";
import { useStudioStore } from "./studio-store";

export type PictureActions = {
  /** Puts the picture's prompt, model, size and seed in the form. */
  onUseSeed: (settings: ReusableSettings) => void;
  /** Puts the picture's prompt and model in the form. */
  onUsePrompt: (settings: Pick<ReusableSettings, "prompt" | "model">) => void;
  /** Back to the prompt for a new picture. */
  onGenerateAnother: () => void;
};

/**
 * A picture of the history shown large, with what made it and what can be done with it: in full,
 * as made or as the browser kept it, or else as the history's small copy.
 */
export function PictureViewer({ onUseSeed, onUsePrompt, onGenerateAnother }: PictureActions) {
  const viewing = useStudioStore((state) => state.viewing);
  const fullPicture = useStudioStore((state) =>
    viewing === null ? undefined : state.pictures[viewing],
  );
  const closeViewer = useStudioStore((state) => state.closeViewer);
  const item = useHistoryStore((state) => state.items.find((entry) => entry.id === viewing));
  const remove = useHistoryStore((state) => state.remove);
  const picture = fullPicture ?? item?.image;
  // An action that takes the visitor to the form keeps focus there, not on the tile left behind.
  const toForm = useRef(false);
  const then = (action: () => void) => () => {
    toForm.current = true;
    closeViewer();
    action();
  };

  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && closeViewer()}>
      {item && (
        <DialogContent
          title="Your generated image"
          className="flex max-w-6xl flex-col overflow-hidden p-4 md:p-6"
          onCloseAutoFocus={(event) => {
            if (toForm.current) event.preventDefault();
            toForm.current = false;
          }}
        >
          <div className="mt-4 grid min-h-0 flex-1 gap-6 overflow-y-auto md:grid-cols-[minmax(0,1fr)_20rem] md:overflow-visible">
            <div className="grid min-h-0 place-items-center rounded-lg bg-background/60">
              {picture ? (
                <img
                  src={picture}
                  alt={`Generated from the prompt: ${item.prompt}`}
                  width={item.width}
                  height={item.height}
                  className="h-auto max-h-[45svh] w-auto max-w-full rounded object-contain md:max-h-[72svh]"
                />
              ) : (
                <p className="flex flex-col items-center gap-2 p-12 text-sm text-muted-foreground">
                  <ImageOff aria-hidden className="size-8" />
                  This picture was not kept in the browser.
                </p>
              )}
            </div>
            <div className="flex min-w-0 flex-col">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                <dt className="font-semibold">Prompt</dt>
                <dd className="break-words text-muted-foreground">{item.prompt}</dd>
                <dt className="font-semibold">Model</dt>
                <dd className="text-muted-foreground">{makerLabel(item)}</dd>
                {item.width !== undefined && item.height !== undefined && (
                  <>
                    <dt className="font-semibold">Size</dt>
                    <dd className="tabular-nums text-muted-foreground">
                      {item.width} × {item.height} px
                    </dd>
                  </>
                )}
                {item.seed !== undefined && (
                  <>
                    <dt className="font-semibold">Seed</dt>
                    <dd className="tabular-nums text-muted-foreground">{item.seed}</dd>
                  </>
                )}
                {item.generation_time !== undefined && (
                  <>
                    <dt className="font-semibold">Time</dt>
                    <dd className="tabular-nums text-muted-foreground">
                      {item.generation_time.toFixed(1)} s
                    </dd>
                  </>
                )}
              </dl>
              <div className="mt-6 grid grid-cols-2 gap-2 md:mt-auto md:grid-cols-1">
                {picture && (
                  <a
                    href={picture}
                    download="generated-image.png"
                    className={buttonVariants({
                      variant: "primary",
                      className: "col-span-2 md:col-span-1",
                    })}
                  >
                    <Download aria-hidden className="size-4" />
                    Download Image
                  </a>
                )}
                {item.seed !== undefined && (
                  <Button variant="secondary" onClick={then(() => onUseSeed(item))}>
                    <Sprout aria-hidden className="size-4" />
                    Use this seed
                  </Button>
                )}
                <Button variant="secondary" onClick={then(() => onUsePrompt(item))}>
                  <Type aria-hidden className="size-4" />
                  Use prompt
                </Button>
                <Button variant="secondary" onClick={then(onGenerateAnother)}>
                  Generate Another
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    closeViewer();
                    remove(item.id);
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete
                </Button>
              </div>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
