import { useEffect, type Ref } from "react";
import { Controller, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { NameAndEmailFields } from "@/components/forms/name-and-email-fields";
import { StarRatingInput } from "@/components/forms/star-rating-input";
import { TextAreaField, TextField } from "@/components/forms/text-fields";
import { useContractForm } from "@/components/forms/use-contract-form";
import type { SubmitFlow } from "@/components/forms/use-submit-flow";
import { Button } from "@/components/ui/button";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import { REVIEW_LIMITS, REVIEW_MESSAGES, ratingCaption } from "#contract/reviews-rules";
import type { reviewSubmissionSchema } from "#contract/reviews";

type FormInput = z.input<typeof reviewSubmissionSchema>;
type FormOutput = z.output<typeof reviewSubmissionSchema>;
/** What the visitor has typed so far. */
export type ReviewDraft = DefaultValues<FormInput>;

const reviewSchema = lazyZodResolver(() =>
  import("#contract/reviews").then((contract) => contract.reviewSubmissionSchema),
);

// Visual order: the rating control comes first, though the form library registers it last.
const fieldOrder = ["rating", "name", "email", "title", "description"] as const;

const emptyForm: ReviewDraft = {
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
  /** The dialog's flow: it shows the outcome once the form has closed. */
  flow: SubmitFlow<FormOutput>;
  /** Receives the submit button, which takes focus back after the outcome is shown. */
  submitRef: Ref<HTMLButtonElement>;
};

/** The review form; its code, with the form library, is fetched when the dialog first opens. */
export function ReviewForm({ draft, flow, submitRef }: ReviewFormProps) {
  const form = useContractForm(reviewSchema, flow, {
    defaultValues: draft.current ?? emptyForm,
    onInvalid: (invalid) => {
      const first = fieldOrder.find((name) => invalid[name]);
      if (first) form.setFocus(first);
    },
  });
  const { field, register, control, watch } = form;
  const { isSubmitting } = form.formState;

  // Closing the dialog unmounts the form: what is typed is kept for the next opening.
  useEffect(() => watch((values) => void (draft.current = values)).unsubscribe, [watch, draft]);

  return (
    <form noValidate onSubmit={form.submit} className="mt-6 space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field: rating, fieldState }) => (
          <StarRatingInput
            name={rating.name}
            label="Your rating"
            value={rating.value}
            onChange={rating.onChange}
            inputRef={rating.ref}
            caption={ratingCaption(rating.value)}
            error={fieldState.error ? REVIEW_MESSAGES.selectRating : undefined}
            required
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields
          name={field("name")}
          email={field("email")}
          nameMaxLength={REVIEW_LIMITS.name}
        />
      </div>
      <TextField field={field("title")} label="Title" optional maxLength={REVIEW_LIMITS.title} />
      <TextAreaField
        field={field("description")}
        label="Your review"
        rows={5}
        maxLength={REVIEW_LIMITS.description}
        aria-required
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />

      <div className="flex justify-end">
        <Button ref={submitRef} type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Review"}
        </Button>
      </div>
    </form>
  );
}
