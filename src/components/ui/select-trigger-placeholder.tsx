import { ChevronDown } from "lucide-react";

// Apart from select.tsx, so a page can hold a select's place without loading the select library.

/** A select's closed look: the same edge and type as the text fields beside it. */
export const selectTriggerClassName =
  "flex h-11 w-full items-center justify-between gap-2 rounded border border-input bg-surface-raised px-4 text-left text-base transition-colors hover:border-neutral-300 aria-[invalid=true]:border-danger data-[placeholder]:text-muted-foreground md:text-sm";

/**
 * The trigger's box and arrow alone, holding its place while the select itself waits: mounting a
 * select renders its whole option list, which a page's first paint need not wait for. The spans
 * stand where the trigger has its value and its icon, so the arrow sits where the trigger's will.
 */
export function SelectTriggerPlaceholder() {
  return (
    <div aria-hidden className={selectTriggerClassName}>
      <span />
      <span>
        <ChevronDown className="size-4 opacity-70" />
      </span>
    </div>
  );
}
