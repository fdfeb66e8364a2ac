import { PenLine } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input, Label, Textarea } from "@/components/ui/input";
import { StarRatingInput } from "@/components/ui/star-rating";
import { HONEYPOT_FIELD } from "@/contract/field-rules";
import { REVIEW_LIMITS } from "@/contract/review-rules";
import type { reviewSubmissionSchema } from "@/contract/reviews";
import { ratingCaption, reviewMessages } from "./messages";
import { useTestimonials } from "./store";

type FormInput = z.input<typeof reviewSubmissionSchema>;
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

export function ReviewFormDialog() {
  const submit = useTestimonials((state) => state.submit);
  const [open, setOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validateReview,
    defaultValues: emptyForm,
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      const result = await submit(values);
      if (!result.ok) {
        setSubmitError(result.message);
        return;
      }
      reset(emptyForm);
      setOpen(false);
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A message from an earlier attempt would be stale when the form opens again.
        if (next) setSubmitError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg" className="w-full">
          <PenLine aria-hidden className="size-4" />
          {reviewMessages.writeReview}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={reviewMessages.writeReview}
        description="Tell other visitors how working with us went. Your e-mail address is never shown."
      >
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
      </DialogContent>
    </Dialog>
  );
}
