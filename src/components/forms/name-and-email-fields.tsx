import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

type RegisteredField = UseFormRegisterReturn & { error?: string };

type NameAndEmailFieldsProps = {
  /** The fields' ids are `${idPrefix}-name` and `${idPrefix}-email`. */
  idPrefix: string;
  /** The form's `register("name")` and its error. */
  name: RegisteredField;
  /** The form's `register("email")` and its error. */
  email: RegisteredField;
  /** Each form's own limit for the name. */
  nameMaxLength: number;
};

/** Who is writing: the required name and e-mail pair several forms start with. */
export function NameAndEmailFields({
  idPrefix,
  name: { error: nameError, ...name },
  email: { error: emailError, ...email },
  nameMaxLength,
}: NameAndEmailFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Name" error={nameError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={nameMaxLength}
            aria-required
            {...name}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-email`} label="E-mail" error={emailError}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required
            {...email}
          />
        )}
      </FormField>
    </>
  );
}
