import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { OptionsSelect } from "@/components/ui/select";
import { filterFields, hasActiveFilters, type FilterKey, type JobFilters } from "./job-filters";

// Radix items cannot carry an empty value, so "any" stands for an unselected filter.
const ANY = "any";

export type JobFilterControlsProps = {
  filters: JobFilters;
  options: Record<FilterKey, string[]>;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
};

/** The four selects and Clear Filters; fetched, with the select library, when the panel opens. */
export function JobFilterControls({ filters, options, onChange, onClear }: JobFilterControlsProps) {
  const baseId = useId();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {filterFields.map(({ key, label, allLabel }) => {
          const triggerId = `${baseId}-${key}`;
          return (
            <div key={key}>
              <Label htmlFor={triggerId}>{label}</Label>
              <OptionsSelect
                value={filters[key] ?? ANY}
                onValueChange={(value) => onChange(key, value === ANY ? undefined : value)}
                options={[
                  { value: ANY, label: allLabel },
                  ...options[key].map((option) => ({ value: option, label: option })),
                ]}
                trigger={{ id: triggerId }}
              />
            </div>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-5 underline-offset-4 hover:underline"
        onClick={onClear}
        disabled={!hasActiveFilters(filters)}
      >
        Clear Filters
      </Button>
    </>
  );
}
