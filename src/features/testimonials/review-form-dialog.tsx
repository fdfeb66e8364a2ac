import { PenLine } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { deferred } from "@/lib/deferred";
import { reviewMessages } from "./messages";
import type { ReviewDraft } from "./review-form";

const reviewForm = deferred(() => import("./review-form"));
const ReviewForm = reviewForm.component((module) => module.ReviewForm);

export function ReviewFormDialog() {
  const [open, setOpen] = useState(false);
  const draft = useRef<ReviewDraft>(undefined);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {/* Pointing at or focusing the button starts fetching the form. */}
        <Button size="lg" className="w-full" {...reviewForm.intentHandlers}>
          <PenLine aria-hidden className="size-4" />
          {reviewMessages.writeReview}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={reviewMessages.writeReview}
        description="Tell other visitors how working with us went. Your e-mail address is never shown."
      >
        <Suspense fallback={<p className="mt-6 text-muted-foreground">Loading the form...</p>}>
          <ReviewForm draft={draft} onSubmitted={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
