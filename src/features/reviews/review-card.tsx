import { Check, Flag, MessageSquareReply, ThumbsUp } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { StarRating } from "@/components/ui/star-rating";
import type { Review } from "#contract/reviews";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/class-names";
import { useReviews } from "./store";
import { REVIEW_MESSAGES } from "#contract/reviews-rules";

const actionClassName =
  "inline-flex h-11 items-center gap-2 rounded-pill border border-border px-3.5 sm:h-9 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-disabled:cursor-default aria-disabled:hover:bg-transparent";

export function ReviewCard({ review }: { review: Review }) {
  const nameId = useId();
  const markedHelpful = useReviews((state) => Boolean(state.helpful[review._id]));
  const reported = useReviews((state) => Boolean(state.reported[review._id]));
  const markHelpful = useReviews((state) => state.markHelpful);
  const report = useReviews((state) => state.report);
  const [confirmOpen, setConfirmOpen] = useState(false);

  return (
    <article
      aria-labelledby={nameId}
      className="rounded-lg border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <p id={nameId} className="font-semibold">
            {review.name}
          </p>
          <time dateTime={review.created_at} className="text-sm text-muted-foreground">
            {formatDate(review.created_at)}
          </time>
        </div>
        <StarRating value={review.rating} className="pt-1" />
      </header>
      {review.title && <h3 className="mt-4 text-lg font-bold">{review.title}</h3>}
      {/* Plain text only: React escapes it, and line breaks the author typed are kept. */}
      <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-muted-foreground">
        {review.description}
      </p>

      {review.reply && (
        <div className="mt-5 rounded border-l-2 border-accent bg-surface-raised/70 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <MessageSquareReply aria-hidden className="size-4 text-accent" />
            Reply from the studio
          </p>
          <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-muted-foreground">
            {review.reply.text}
          </p>
        </div>
      )}

      <footer className="mt-5 flex flex-wrap items-center gap-3 border-t border-border pt-4">
        <button
          type="button"
          className={cn(actionClassName, markedHelpful && "border-accent/50 text-foreground")}
          aria-disabled={markedHelpful || undefined}
          onClick={() => void markHelpful(review._id)}
        >
          {markedHelpful ? (
            <Check aria-hidden className="size-4 text-accent" />
          ) : (
            <ThumbsUp aria-hidden className="size-4" />
          )}
          Helpful ({review.helpful_count})
        </button>

        <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
          <DialogTrigger asChild>
            <button
              type="button"
              className={cn(actionClassName, reported && "opacity-70")}
              aria-disabled={reported || undefined}
              onClick={(event) => {
                // Already reported on this visit: nothing more to ask.
                if (reported) event.preventDefault();
              }}
            >
              <Flag aria-hidden className="size-4" />
              {reported ? "Reported" : "Report"}
            </button>
          </DialogTrigger>
          <DialogContent
            title="Report review"
            description={REVIEW_MESSAGES.reportConfirm}
            className="max-w-md"
          >
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  setConfirmOpen(false);
                  void report(review._id);
                }}
              >
                Report
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </footer>
    </article>
  );
}
