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
  closeLabel?: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>["onCloseAutoFocus"];
};

/**
 * The outcome of a submission, in a dialog that keeps focus until it is closed: every form's the
 * same, a card over the whole page, dimmed and blurred.
 */
export function ResultDialog({
  open,
  onOpenChange,
  tone,
  title,
  description,
  closeLabel = "Close",
  onCloseAutoFocus,
}: ResultDialogProps) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background/90 backdrop-blur" />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92svh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col items-center overflow-y-auto rounded-lg border border-border bg-surface p-8 text-center shadow-card focus:outline-none"
        >
          <span
            className={cn(
              "grid size-16 place-items-center rounded-pill",
              tone === "success" ? "bg-success/15 text-success" : "bg-danger/15 text-danger",
            )}
          >
            <Icon aria-hidden className="size-8" />
          </span>
          <DialogPrimitive.Title className="mt-6 text-2xl font-bold">{title}</DialogPrimitive.Title>
          {/* A div, so a description may hold several paragraphs. */}
          <DialogPrimitive.Description asChild>
            <div className="mt-3 space-y-2 leading-relaxed text-muted-foreground">
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
