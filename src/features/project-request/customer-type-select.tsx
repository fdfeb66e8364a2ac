import type { ComponentProps, Ref } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { CUSTOMER_TYPES, type CustomerType } from "@/contract/project-request-rules";

type CustomerTypeSelectProps = {
  value: CustomerType;
  onValueChange: (value: CustomerType) => void;
  disabled: boolean;
  /** The label's wiring (id, aria-describedby, aria-invalid) and the form library's handles. */
  trigger: ComponentProps<typeof SelectTrigger> & { ref: Ref<HTMLButtonElement> };
};

/** Fetched after the form has painted, with the select library. */
export function CustomerTypeSelect({
  value,
  onValueChange,
  disabled,
  trigger,
}: CustomerTypeSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {CUSTOMER_TYPES.map((type) => (
          <SelectItem key={type.value} value={type.value}>
            {type.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
