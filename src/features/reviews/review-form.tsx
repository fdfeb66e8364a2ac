import { useEffect, useId, type Ref } from "react";
import { Controller, useForm, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { NameAndEmailFields } from "@/components/forms/name-and-email-fields";
import { StarRatingInput } from "@/components/forms/star-rating-input";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import { REVIEW_LIMITS, REVIEW_MESSAGES, ratingCaption } from "#contract/reviews-rules";
import type { reviewSubmissionSchema } from "#contract/reviews";

export type ReviewDraft = z.input<typeof reviewSubmissionSchema>;
type FormInput = ReviewDraft;
type FormOutput = z.output<typeof reviewSubmissionSchema>;

const validateReview = lazyZodResolver(() =>
  import("#contract/reviews").then((contract) => contract.reviewSubmissionSchema),
);

// Visual order: the rating control comes first, though the form library registers it last.
const fieldOrder = ["rating", "name", "email", "title", "description"] as const;

const emptyForm: DefaultValues<FormInput> = {
  name: "",
  email: "",
  title: "",
  description: "",
  rating: undefined,
  [HONEYPOT_FIELD]: "",
};

type ReviewFormProps = {
  /** What the visitor had typed when the dialog last closed; kept for the next opening. */
  draft: { current: ReviewDraft | undefined };
  /** Sends valid values; answers whether they were accepted. */
  onValid: (values: FormOutput) => Promise<boolean>;
  /** Receives the submit button, which takes focus back after the outcome is shown. */
  submitRef: Ref<HTMLButtonElement>;
  onSubmitted: () => void;
};

/** The review form; its code, with the form library, is fetched when the dialog first opens. */
export function ReviewForm({ draft, onValid, submitRef, onSubmitted }: ReviewFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validateReview,
    defaultValues: draft.current ?? emptyForm,
    shouldFocusError: false,
  });

  // Closing the dialog unmounts the form: what was typed waits for the next opening.
  useEffect(() => () => void (draft.current = getValues()), [draft, getValues]);

  const onSubmit = handleSubmit(
    async (values) => {
      if (!(await onValid(values))) return;
      reset(emptyForm);
      onSubmitted();
    },
    (invalid) => {
      const first = fieldOrder.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const fieldId = (name: keyof FormInput) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={field.name}
            label="Your rating"
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            caption={ratingCaption(field.value)}
            error={fieldState.error ? REVIEW_MESSAGES.selectRating : undefined}
            required
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields
          idPrefix={id}
          name={{ ...register("name"), error: errors.name?.message }}
          email={{ ...register("email"), error: errors.email?.message }}
          nameMaxLength={REVIEW_LIMITS.name}
        />
      </div>
      <FormField id={fieldId("title")} label="Title" optional error={errors.title?.message}>
        {(control) => <Input {...control} maxLength={REVIEW_LIMITS.title} {...register("title")} />}
      </FormField>
      <FormField
        id={fieldId("description")}
        label="Your review"
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={REVIEW_LIMITS.description}
            aria-required
            {...register("description")}
          />
        )}
      </FormField>
      <HoneypotField {...register(HONEYPOT_FIELD)} />

      <div className="flex justify-end">
        <Button ref={submitRef} type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Review"}
        </Button>
      </div>
    </form>
  );
}
