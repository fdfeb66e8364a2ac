import { PenLine } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { reviewMessages } from "./messages";
import type { ReviewDraft } from "./review-form";

const loadForm = () => import("./review-form");
const ReviewForm = lazy(() => loadForm().then((module) => ({ default: module.ReviewForm })));

export function ReviewFormDialog() {
  const [open, setOpen] = useState(false);
  const draft = useRef<ReviewDraft>(undefined);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {/* Pointing at or focusing the button starts fetching the form. */}
        <Button size="lg" className="w-full" onPointerEnter={loadForm} onFocus={loadForm}>
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
