import { Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/class-names";

type SearchFieldProps = {
  /** Shown in the empty field, e.g. "Search projects..."; without the dots, the label screen readers read. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** How many of the list's items match, and what they are: "2 of 6 projects match" is announced. */
  matches: { shown: number; total: number; noun: string };
  className?: string;
};

/** A search box filtering a list on the page as the visitor types. */
export function SearchField({
  placeholder,
  value,
  onChange,
  matches,
  className,
}: SearchFieldProps) {
  const id = useId();
  const status = value.trim() ? `${matches.shown} of ${matches.total} ${matches.noun} match` : "";
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {placeholder.replace("...", "")}
      </label>
      <div className={cn("relative", className)}>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-11"
        />
      </div>
      <p role="status" className="mt-2 text-sm text-muted-foreground">
        {status}
      </p>
    </>
  );
}
