import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "@/lib/class-names";
import { selectTriggerClassName } from "./select-trigger-placeholder";

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger className={cn(selectTriggerClassName, className)} {...props}>
      {children}
      <SelectPrimitive.Icon>
        <ChevronDown aria-hidden className="size-4 opacity-70" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          "z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded border border-border bg-surface-raised shadow-card",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex cursor-default select-none items-center rounded-sm py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-muted",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute left-2">
        <Check aria-hidden className="size-4 text-accent" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export type SelectOption = { value: string; label: string };

export type OptionsSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** The trigger's label wiring (id, aria-*) and, in forms, the form library's handles. */
  trigger?: ComponentProps<typeof SelectTrigger>;
  /** Mounts open, its options listed (a select whose code came when the visitor opened it). */
  defaultOpen?: boolean;
};

/**
 * A select over a list of options, each shown by its label: every select the site has.
 *
 * A closed Radix Select still renders all its options (into a detached fragment, so the trigger
 * can show the chosen one's text) in one render that cannot be split, as it mounts: a page's two
 * selects cost a throttled phone a long task. Here the trigger shows the chosen label itself, and
 * the options render once the visitor reaches for the select (pointer, focus) or it opens, so
 * typing a letter on the focused trigger still picks an option.
 */
export function OptionsSelect({
  value,
  onValueChange,
  options,
  disabled,
  trigger,
  defaultOpen,
}: OptionsSelectProps) {
  const [optionsWanted, setOptionsWanted] = useState(defaultOpen ?? false);
  const wantOptions = () => setOptionsWanted(true);
  const label = options.find((option) => option.value === value)?.label;

  return (
    <Select
      value={value}
      onValueChange={onValueChange}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => open && wantOptions()}
      disabled={disabled}
    >
      <SelectTrigger
        {...trigger}
        onFocus={(event) => {
          wantOptions();
          trigger?.onFocus?.(event);
        }}
        onPointerEnter={(event) => {
          wantOptions();
          trigger?.onPointerEnter?.(event);
        }}
      >
        <SelectValue>{label}</SelectValue>
      </SelectTrigger>
      {optionsWanted && (
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
