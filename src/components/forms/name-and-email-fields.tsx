import { TextField } from "./text-fields";
import type { RegisteredField } from "./use-contract-form";

type NameAndEmailFieldsProps = {
  /** The form's `field("name")`. */
  name: RegisteredField;
  /** The form's `field("email")`. */
  email: RegisteredField;
  /** Each form's own limit for the name. */
  nameMaxLength: number;
};

/** Who is writing: the required name and e-mail pair several forms start with. */
export function NameAndEmailFields({ name, email, nameMaxLength }: NameAndEmailFieldsProps) {
  return (
    <>
      <TextField
        field={name}
        label="Name"
        autoComplete="name"
        maxLength={nameMaxLength}
        aria-required
      />
      <TextField
        field={email}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        aria-required
      />
    </>
  );
}
