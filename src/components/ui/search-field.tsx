import { Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/class-names";

type SearchFieldProps = {
  /** Read by screen readers; the field shows `placeholder` instead of a visible label. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Announced politely as it changes, e.g. "2 of 6 projects match". */
  status: string;
  className?: string;
};

/** A search box filtering a list on the page as the visitor types. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  status,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
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
