import type { ComponentType, ReactNode } from "react";
import { Input, Textarea } from "@/components/ui/input";
import { FormField } from "./form-field";
import type { RegisteredField } from "./use-contract-form";

type FieldLayout = {
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  hintClassName?: string;
  /** Places the field in the form (a grid column, a width). */
  className?: string;
};

type LabelledProps<P> = FieldLayout & {
  /** The form's `field(name)`. */
  field: RegisteredField;
  /** The control's own look, where it differs from the site's fields. */
  controlClassName?: string;
} & Omit<P, keyof FieldLayout | "id" | "name" | "onChange" | "onBlur" | "ref">;

/** A form field around `Control`: its label, hint and message, and the form's registration. */
function labelled<P extends { className?: string }>(Control: ComponentType<P>) {
  return function LabelledControl({
    field: { id, error, ...registration },
    label,
    optional,
    hint,
    hintClassName,
    className,
    controlClassName,
    ...control
  }: LabelledProps<P>) {
    return (
      <FormField
        id={id}
        label={label}
        optional={optional}
        hint={hint}
        hintClassName={hintClassName}
        error={error}
        className={className}
      >
        {(aria) => (
          <Control
            {...(control as unknown as P)}
            {...aria}
            className={controlClassName}
            {...registration}
          />
        )}
      </FormField>
    );
  };
}

/** A one-line text field; its other props (type, autoComplete, maxLength...) go to the input. */
export const TextField = labelled(Input);

/** A text area field; its other props (rows, maxLength, placeholder...) go to the text area. */
export const TextAreaField = labelled(Textarea);
