import type { ReactNode } from "react";
import { Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { OptionsSelectAfterPaint } from "@/components/ui/select-after-paint";
import type { SelectOption } from "@/components/ui/select";
import { FormField } from "./form-field";
import type { ContractForm } from "./use-contract-form";

type SelectFieldProps<TInput extends FieldValues, TOutput> = {
  form: ContractForm<TInput, TOutput>;
  name: FieldPathByValue<TInput, string>;
  label: ReactNode;
  options: readonly SelectOption[];
  disabled?: boolean;
};

/** A form field choosing one of `options`; the select itself comes after the first paint. */
export function SelectField<TInput extends FieldValues, TOutput>({
  form,
  name,
  label,
  options,
  disabled,
}: SelectFieldProps<TInput, TOutput>) {
  return (
    <FormField id={form.fieldId(name)} label={label} error={form.fieldError(name)}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <OptionsSelectAfterPaint
              value={field.value}
              onValueChange={field.onChange}
              options={options}
              disabled={disabled}
              trigger={{ ...aria, ref: field.ref, onBlur: field.onBlur }}
            />
          )}
        />
      )}
    </FormField>
  );
}
