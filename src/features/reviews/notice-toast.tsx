import { CheckCircle2, X } from "lucide-react";
import { useEffect } from "react";
import { cn } from "@/lib/class-names";
import { useReviews } from "./store";

const NOTICE_VISIBLE_MS = 12_000;

/** Confirmations of quick actions (a review reported) near the bottom edge, announced politely. */
export function NoticeToast() {
  const notice = useReviews((state) => state.notice);
  const dismiss = useReviews((state) => state.dismissNotice);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismiss, NOTICE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, dismiss]);

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center md:left-auto md:right-6 md:justify-end">
      {/* The status region stays mounted so each new text is announced. */}
      <div
        className={cn(
          notice
            ? "pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border border-success/40 bg-surface-raised p-4 shadow-card"
            : "sr-only",
        )}
      >
        {notice && <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />}
        <p role="status" className="flex-1 text-sm leading-relaxed">
          {notice?.text}
        </p>
        {notice && (
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss message"
            className="-m-1 grid size-8 shrink-0 place-items-center rounded-pill text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
