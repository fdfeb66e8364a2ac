import { Download, PhoneCall, Plus } from "lucide-react";
import { useEffect, useId, useMemo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/class-names";
import { CALL_CARD_TEXTS, VOICEMAIL_SPEAKER, callOutcome } from "#contract/ai-call-rules";
import { clock } from "./call-phase";
import { useCallStore } from "./call-store";
import { useReadableNumber } from "./readable-number";
import { transcriptText } from "./transcript";
import { LatencySummary } from "./web-call/latency-summary";
import { WEB_CALL_TEXTS } from "./web-call/web-call-texts";

function TranscriptDownload() {
  const conversation = useCallStore((state) => state.conversation);
  const summary = useCallStore((state) => state.summary);
  const waits = useCallStore((state) => state.waits);
  const callSid = useCallStore((state) => state.callSid);
  const href = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([transcriptText(conversation, summary, waits)], {
          type: "text/plain;charset=utf-8",
        }),
      ),
    [conversation, summary, waits],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a
      href={href}
      download={`call-transcript-${callSid ?? "call"}.txt`}
      className="inline-flex min-h-11 items-center gap-2 font-medium text-accent underline-offset-4 hover:underline md:min-h-0"
    >
      <Download aria-hidden className="size-4" />
      Download transcript
    </a>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {term}
      </dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

type Props = {
  className?: string;
  /** Places the same call again: the number and the instruction are kept. */
  onCallAgain: () => void;
  /** Back to an empty form. */
  onNewCall: () => void;
};

/**
 * The call that has ended: how it ended and how long it lasted, what was agreed, the
 * instruction it carried, the transcript to keep, and the way to the next call.
 */
export function CallSummary({ className, onCallAgain, onNewCall }: Props) {
  const headingId = useId();
  const request = useCallStore((state) => state.request);
  // A call held in the browser dials no number.
  const number = useReadableNumber(request?.channel === "phone" ? request.toNumber : undefined);
  const status = useCallStore((state) => state.callStatus);
  const summary = useCallStore((state) => state.summary);
  const waits = useCallStore((state) => state.waits);
  const answeredAt = useCallStore((state) => state.answeredAt);
  const endedAt = useCallStore((state) => state.endedAt);
  const voicemail = useCallStore((state) =>
    state.conversation.some((entry) => entry.speaker === VOICEMAIL_SPEAKER),
  );
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-lg border border-border bg-surface p-5 shadow-card md:p-8", className)}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {CALL_CARD_TEXTS.summaryHeading}
      </h2>
      <dl className="mt-5 flex flex-wrap gap-x-10 gap-y-4">
        <Fact term={CALL_CARD_TEXTS.outcome}>{callOutcome(status, voicemail)}</Fact>
        {answeredAt !== null && endedAt !== null && (
          <Fact term={CALL_CARD_TEXTS.duration}>
            <span className="font-mono tabular-nums">{clock(answeredAt, endedAt)}</span>
          </Fact>
        )}
        {number && (
          <Fact term="Number called">
            <span className="tabular-nums">{number}</span>
          </Fact>
        )}
        {request?.channel === "browser" && <Fact term="Where">{WEB_CALL_TEXTS.where}</Fact>}
      </dl>
      <div className="mt-6">
        <h3 className="text-base">{CALL_CARD_TEXTS.agreed}</h3>
        <p
          aria-live="polite"
          className="mt-2 whitespace-pre-line leading-relaxed text-muted-foreground"
        >
          {summary ?? CALL_CARD_TEXTS.writingSummary}
        </p>
        {waits && (
          <details className="mt-3 text-sm text-muted-foreground">
            <summary className="cursor-pointer select-none">{CALL_CARD_TEXTS.answerTimes}</summary>
            <p className="mt-1">{CALL_CARD_TEXTS.waits(waits.medianMs, waits.p90Ms)}</p>
          </details>
        )}
        {request?.channel === "browser" && <LatencySummary />}
      </div>
      {request && (
        <div className="mt-6">
          <h3 className="text-base">{CALL_CARD_TEXTS.instruction}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{request.message}</p>
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-border pt-5">
        <Button onClick={onCallAgain}>
          <PhoneCall aria-hidden className="size-4" />
          {CALL_CARD_TEXTS.callAgain}
        </Button>
        <Button variant="secondary" onClick={onNewCall}>
          <Plus aria-hidden className="size-4" />
          {CALL_CARD_TEXTS.newCall}
        </Button>
        {summary && <TranscriptDownload />}
      </div>
    </section>
  );
}
