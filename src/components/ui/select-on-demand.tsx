import { ChevronDown } from "lucide-react";
import { useCallback, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { cn } from "@/lib/class-names";
import { deferred } from "@/lib/deferred";
import type { OptionsSelect, OptionsSelectProps } from "./select";
import { selectTriggerClassName } from "./select-trigger-placeholder";

const selectModule = deferred(() => import("./select"));

// The keys that open a closed Radix Select from its trigger, beside Enter and Space (a click).
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * An `OptionsSelect` whose code and option list come when the visitor uses it: until then a
 * button of the same look, name and role stands in, showing the chosen label. Pointing at it or
 * focusing it fetches the select library; opening it (click, Enter, Space, an arrow key) shows the
 * real select, open, with focus on the chosen option; a typed letter swaps it in with focus kept,
 * so the next letters pick an option as on a closed select. Neither is swapped on mere pointing,
 * so a tap never starts on one element and ends on another.
 */
export function OptionsSelectOnDemand(props: OptionsSelectProps) {
  const [select, setSelect] = useState<{ Select: typeof OptionsSelect; open: boolean }>();
  const standIn = useRef<HTMLButtonElement>(null);
  const openWanted = useRef(false);
  const focusOnMount = useRef(false);
  const { trigger } = props;
  const triggerRef = trigger?.ref;

  const swapIn = (open: boolean) => {
    openWanted.current ||= open;
    void selectModule.load().then(
      (module) =>
        setSelect((current) => {
          if (current) return current;
          // Open, the select moves focus to its chosen option; closed, it keeps the stand-in's.
          focusOnMount.current = !openWanted.current && document.activeElement === standIn.current;
          return { Select: module.OptionsSelect, open: openWanted.current };
        }),
      // Fetched again on the next try.
      () => undefined,
    );
  };
  const prefetch = () => void selectModule.load().catch(() => undefined);

  const realTriggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      setRef(triggerRef, node);
      if (node && focusOnMount.current) {
        focusOnMount.current = false;
        node.focus();
      }
    },
    [triggerRef],
  );

  if (select) {
    return (
      <select.Select
        {...props}
        defaultOpen={select.open}
        trigger={{ ...trigger, ref: realTriggerRef }}
      />
    );
  }

  const label = props.options.find((option) => option.value === props.value)?.label;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    trigger?.onKeyDown?.(event);
    if (OPENING_KEYS.has(event.key)) {
      event.preventDefault();
      swapIn(true);
    } else if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey) {
      swapIn(false);
    }
  };
  return (
    // The same element, role and state as Radix's closed trigger, so nothing moves or is
    // announced differently when the real one takes its place.
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      disabled={props.disabled}
      {...trigger}
      ref={(node) => {
        standIn.current = node;
        setRef(triggerRef, node);
      }}
      className={cn(selectTriggerClassName, trigger?.className)}
      onPointerEnter={(event) => {
        prefetch();
        trigger?.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        trigger?.onFocus?.(event);
      }}
      onClick={(event) => {
        trigger?.onClick?.(event);
        swapIn(true);
      }}
      onKeyDown={onKeyDown}
    >
      <span style={{ pointerEvents: "none" }}>{label}</span>
      <span aria-hidden>
        <ChevronDown className="size-4 opacity-70" />
      </span>
    </button>
  );
}
