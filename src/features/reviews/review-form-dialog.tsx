import { PenLine } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { SubmitFlowDialogs } from "@/components/forms/submit-flow-dialogs";
import { useSubmitFlow } from "@/components/forms/use-submit-flow";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { deferred } from "@/lib/deferred";
import type { ReviewDraft } from "./review-form";
import { useReviews } from "./store";
import { REVIEW_MESSAGES } from "#contract/reviews-rules";

const reviewForm = deferred(() => import("./review-form"));
const ReviewForm = reviewForm.component((module) => module.ReviewForm);

export function ReviewFormDialog() {
  const [open, setOpen] = useState(false);
  const draft = useRef<ReviewDraft>(undefined);
  const writeButton = useRef<HTMLButtonElement>(null);
  const submitReview = useReviews((state) => state.submit);
  const held = useReviews((state) => state.submittedHeld);
  // A review is sent without a confirmation; once it is accepted the form closes, and the
  // result hands focus back to the button that opened the form.
  const submitButton = useRef<HTMLButtonElement>(null);
  const flow = useSubmitFlow(submitReview, {
    focus: { opener: submitButton, fallback: writeButton },
    onSent: () => {
      draft.current = undefined;
      setOpen(false);
    },
  });

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          {/* Pointing at or focusing the button starts fetching the form. */}
          <Button ref={writeButton} size="lg" className="w-full" {...reviewForm.intentHandlers}>
            <PenLine aria-hidden className="size-4" />
            {REVIEW_MESSAGES.writeReview}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={REVIEW_MESSAGES.writeReview}
          description="Tell other visitors how working with us went. Your e-mail address is never shown."
          onCloseAutoFocus={(event) => {
            // The result, open by now, keeps focus until it is closed.
            if (flow.phase === "succeeded") event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            // The result is drawn a moment before it takes the Escape key from this dialog; in
            // that moment Escape is still the result's to close, not the form's.
            if (flow.phase === "failed" || flow.phase === "succeeded") {
              event.preventDefault();
              flow.dismiss();
            }
          }}
        >
          <Suspense fallback={<p className="mt-6 text-muted-foreground">Loading the form...</p>}>
            <ReviewForm draft={draft} flow={flow} submitRef={submitButton} />
          </Suspense>
        </DialogContent>
      </Dialog>
      <SubmitFlowDialogs
        flow={flow}
        success={{
          title: "Success",
          description: held ? REVIEW_MESSAGES.held : REVIEW_MESSAGES.submitted,
        }}
        failure={{ title: "Error", description: REVIEW_MESSAGES.submitFailed }}
      />
    </>
  );
}
