import { useId, type BaseSyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { firstErrorMessage } from "./first-error-message";
import { useSubmitFlow, type SubmitFlow, type SubmitFlowOptions } from "./use-submit-flow";

/** One field as the shared field components take it: its id, registration and error. */
export type RegisteredField = UseFormRegisterReturn & { id: string; error?: string };

type FormMethods<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput>;

/** Sends valid values, throwing on failure; it also gets the form, for what sending changes in it. */
export type SendValues<TInput extends FieldValues, TOutput> = (
  values: TOutput,
  form: FormMethods<TInput, TOutput>,
) => Promise<void>;

/**
 * Where valid values go: to `send`, in the form's own flow, or to a flow a parent holds because
 * the outcome outlives the form (a form in a dialog that closes once its values are accepted);
 * such a flow has its own `focus` and `onSent`.
 */
type Destination<TInput extends FieldValues, TOutput> =
  SendValues<TInput, TOutput> | SubmitFlow<TOutput>;

type ContractFormOptions<TInput extends FieldValues, TOutput> = SubmitFlowOptions<TOutput> & {
  defaultValues: DefaultValues<TInput>;
  /** The visitor confirms the values before they are sent (SubmitFlowDialogs asks). */
  confirm?: boolean;
  /**
   * Says what is wrong in the page's one banner: the first invalid field's message. Fields then
   * show no message of their own, and focus stays where the visitor left it.
   */
  banner?: (message: string) => void;
  /** Handles invalid values itself, in place of focusing the first invalid field. */
  onInvalid?: (errors: FieldErrors<TInput>) => void;
};

export type ContractForm<TInput extends FieldValues, TOutput> = FormMethods<TInput, TOutput> & {
  /** The form's submit handler: checks the values, then asks to confirm them or sends them. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** While values are being sent. */
  sending: boolean;
  /** The outcome, with the server's reason for a refusal: what SubmitFlowDialogs shows. */
  flow: SubmitFlow<TOutput>;
  /** The field's id, from the form's own prefix. */
  fieldId: (name: FieldPath<TInput>) => string;
  /** The field's message, shown under it (none where the banner says what is wrong). */
  fieldError: (name: FieldPath<TInput>) => string | undefined;
  /** A field for the field components: registered, with its id and its message. */
  field: (name: FieldPath<TInput>) => RegisteredField;
};

const sendNothing = () => Promise.resolve();

/**
 * The forms' one convention: the fields are held by the form library and checked against the
 * contract's schema (a `lazyZodResolver`, fetched at the first check), and valid values go to
 * the submit flow, confirmed first or sent at once, its outcome kept until dismissed.
 */
export function useContractForm<TInput extends FieldValues, TOutput>(
  schema: Resolver<TInput, unknown, TOutput>,
  destination: Destination<TInput, TOutput>,
  // The schema alone decides the types: the options follow them.
  options: ContractFormOptions<NoInfer<TInput>, NoInfer<TOutput>>,
): ContractForm<TInput, TOutput> {
  const { defaultValues, confirm = false, banner, onInvalid, ...flowOptions } = options;
  const prefix = useId();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: schema,
    defaultValues,
    shouldFocusError: !banner && !onInvalid,
  });
  const send = typeof destination === "function" ? destination : undefined;
  // Hooks run alike on every render: the form's own flow exists even where a parent's is used.
  const ownFlow = useSubmitFlow(
    send ? (values: TOutput) => send(values, form) : sendNothing,
    flowOptions,
  );
  const flow = typeof destination === "function" ? ownFlow : destination;

  const showInBanner = (errors: FieldErrors<TInput>) => {
    const message = firstErrorMessage(errors);
    if (message) banner?.(message);
  };
  const fieldId = (name: FieldPath<TInput>) => `${prefix}-${name}`;
  const fieldError = (name: FieldPath<TInput>) =>
    banner ? undefined : form.getFieldState(name, form.formState).error?.message;

  return {
    ...form,
    submit: form.handleSubmit(
      async (values) => {
        if (confirm) flow.ask(values);
        else await flow.submit(values);
      },
      banner ? showInBanner : onInvalid,
    ),
    sending: flow.sending,
    flow,
    fieldId,
    fieldError,
    field: (name) => ({ ...form.register(name), id: fieldId(name), error: fieldError(name) }),
  };
}
