import * as DialogPrimitive from "@radix-ui/react-dialog";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/class-names";
import { Button } from "@/components/ui/button";

type ResultDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone: "success" | "error";
  title: string;
  description: ReactNode;
  /** `fullscreen` covers the page; `modal` is a card over the dimmed page. */
  layout?: "fullscreen" | "modal";
  closeLabel?: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>["onCloseAutoFocus"];
};

/** The outcome of a submission, in a dialog that keeps focus until it is closed. */
export function ResultDialog({
  open,
  onOpenChange,
  tone,
  title,
  description,
  layout = "fullscreen",
  closeLabel = "Close",
  onCloseAutoFocus,
}: ResultDialogProps) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  const fullscreen = layout === "fullscreen";
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className={cn(
            "fixed inset-0 z-50",
            fullscreen ? "bg-background/95 backdrop-blur" : "bg-background/80 backdrop-blur-sm",
          )}
        />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed z-50 flex flex-col items-center overflow-y-auto text-center focus:outline-none",
            fullscreen
              ? "inset-0 justify-center px-6 py-12"
              : "left-1/2 top-1/2 max-h-[92svh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-8 shadow-card",
          )}
        >
          <span
            className={cn(
              "grid place-items-center rounded-pill",
              fullscreen ? "size-20" : "size-16",
              tone === "success" ? "bg-success/15 text-success" : "bg-danger/15 text-danger",
            )}
          >
            <Icon aria-hidden className={fullscreen ? "size-10" : "size-8"} />
          </span>
          <DialogPrimitive.Title
            className={cn("mt-6 font-bold", fullscreen ? "text-3xl md:text-4xl" : "text-2xl")}
          >
            {title}
          </DialogPrimitive.Title>
          {/* A div, so a description may hold several paragraphs. */}
          <DialogPrimitive.Description asChild>
            <div
              className={cn(
                "mt-3 max-w-lg space-y-2 leading-relaxed text-muted-foreground",
                fullscreen && "text-lg",
              )}
            >
              {description}
            </div>
          </DialogPrimitive.Description>
          <DialogPrimitive.Close asChild>
            <Button
              size="lg"
              variant={tone === "success" ? "primary" : "secondary"}
              className="mt-8"
            >
              {closeLabel}
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
