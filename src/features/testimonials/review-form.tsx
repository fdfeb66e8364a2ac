import { useEffect, useId, useState, type ReactNode } from "react";
import { Controller, useForm, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { StarRatingInput } from "@/components/ui/star-rating";
import { HONEYPOT_FIELD } from "@/contract/field-rules";
import { REVIEW_LIMITS } from "@/contract/review-rules";
import type { reviewSubmissionSchema } from "@/contract/reviews";
import { ratingCaption, reviewMessages } from "./messages";
import { useTestimonials } from "./store";

export type ReviewDraft = z.input<typeof reviewSubmissionSchema>;
type FormInput = ReviewDraft;
type FormOutput = z.output<typeof reviewSubmissionSchema>;

const validateReview = lazyZodResolver(() =>
  import("@/contract/reviews").then((contract) => contract.reviewSubmissionSchema),
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

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type ReviewFormProps = {
  /** What the visitor had typed when the dialog last closed; kept for the next opening. */
  draft: { current: ReviewDraft | undefined };
  onSubmitted: () => void;
};

/** The review form; its code, with the form library, is fetched when the dialog first opens. */
export function ReviewForm({ draft, onSubmitted }: ReviewFormProps) {
  const submit = useTestimonials((state) => state.submit);
  const [submitError, setSubmitError] = useState<string>();
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
      setSubmitError(undefined);
      const result = await submit(values);
      if (!result.ok) {
        setSubmitError(result.message);
        return;
      }
      reset(emptyForm);
      onSubmitted();
    },
    (invalid) => {
      const first = fieldOrder.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const fieldProps = (name: "name" | "email" | "title" | "description") => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
  });

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
            error={fieldState.error ? reviewMessages.selectRating : undefined}
            required
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            maxLength={REVIEW_LIMITS.name}
            aria-required
            {...fieldProps("name")}
          />
        </Field>
        <Field id={`${id}-email`} label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" aria-required {...fieldProps("email")} />
        </Field>
      </div>
      <Field
        id={`${id}-title`}
        label={
          <>
            Title <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.title?.message}
      >
        <Input maxLength={REVIEW_LIMITS.title} {...fieldProps("title")} />
      </Field>
      <Field id={`${id}-description`} label="Your review" error={errors.description?.message}>
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.description}
          aria-required
          {...fieldProps("description")}
        />
      </Field>
      <HoneypotField {...register(HONEYPOT_FIELD)} />

      {submitError && (
        <p
          role="alert"
          className="rounded border border-danger/50 bg-danger/10 p-3 text-sm text-foreground"
        >
          {submitError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Review"}
        </Button>
      </div>
    </form>
  );
}
