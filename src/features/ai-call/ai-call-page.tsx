import { Check, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { DemoNotice, SHOWN_IN_LLM_DEMO } from "@/components/layout/demo-notice";
import { PageHero } from "@/components/layout/page-hero";
import { Button } from "@/components/ui/button";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { CallForm, useCallComposer } from "./call-form";
import { useCallPhase, type CallPhase } from "./call-phase";
import { CallStage } from "./call-stage";
import { useCallStore } from "./call-store";
import { CallSummary } from "./call-summary";
import { TranscriptPanel } from "./transcript-panel";
import { AI_CALL_MESSAGES, CALL_CARD_TEXTS } from "#contract/ai-call-rules";

function ErrorBanner() {
  const error = useCallStore((state) => state.error);
  const dismissError = useCallStore((state) => state.dismissError);
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-danger/60 bg-danger/10 px-4 py-3"
    >
      <p>{error}</p>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss error"
        onClick={dismissError}
        className="-my-1 size-11 shrink-0 md:size-8"
      >
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/**
 * The call's status in the product's words ("Call ringing"), announced as it changes. The page
 * shows it once, in its own terms: the stage's state, then the summary's outcome.
 */
function CallStatusAnnouncement() {
  const statusText = useCallStore((state) => state.statusText);
  return (
    <p role="status" aria-label="Call status" aria-live="polite" className="sr-only">
      {statusText}
    </p>
  );
}

const EXAMPLE_OPENING =
  "Hello, this is an AI assistant calling for Nexora Studio. I'm calling to remind you about your design review on Friday at 11 am. Do you have a moment?";

/** Before a call, where its transcript will be: what the visitor is about to see. */
function CallInvitation() {
  const steps = [
    "The AI says it is an AI assistant calling for the studio, then why it calls, in its own words.",
    "You follow the conversation here as it happens, line by line; in the demo you can type the replies yourself.",
    "When the call ends you get a summary of what was agreed and the transcript to keep.",
  ];
  return (
    <section
      aria-labelledby="ai-call-invitation-heading"
      className="rounded-lg border border-dashed border-border bg-surface/60 p-6 md:p-8 lg:self-start"
    >
      <h2 id="ai-call-invitation-heading" className="text-xl font-bold">
        {CALL_CARD_TEXTS.invitationHeading}
      </h2>
      <ol className="mt-5 space-y-4">
        {steps.map((step) => (
          <li key={step} className="flex gap-3 leading-relaxed text-muted-foreground">
            <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <figure className="mt-6 border-t border-border pt-5">
        <figcaption className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          For example
        </figcaption>
        <p className="mt-3 max-w-[85%] rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm leading-relaxed">
          {EXAMPLE_OPENING}
        </p>
      </figure>
    </section>
  );
}

/** The limits that apply, in the order a visitor meets them. */
function CallLimits() {
  const { callLimits } = useRuntimeConfig();
  if (!callLimits) return null;
  return (
    <ul className="space-y-1 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
      {CALL_CARD_TEXTS.limits(callLimits).map((limit) => (
        <li key={limit}>{limit}</li>
      ))}
    </ul>
  );
}

/** Brings the call's view to the top of the screen when the phase changes to it. */
function useScrolledIntoView(phase: CallPhase) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === "compose") return;
    const view = ref.current;
    // Smooth, or at once under reduced motion: the page's scroll-behavior decides.
    view?.scrollIntoView?.({ block: "start" });
  }, [phase]);
  return ref;
}

export function AiCallPage() {
  const { simulators } = useRuntimeConfig();
  const phase = useCallPhase();
  const composer = useCallComposer();
  const request = useCallStore((state) => state.request);
  const view = useScrolledIntoView(phase);

  // The socket lives as long as the page: opened when it is shown, closed when it is left. A
  // visitor's call ends with the page, whether they go elsewhere on the site or close the tab.
  useEffect(() => {
    const calls = useCallStore.getState();
    calls.connect();
    window.addEventListener("pagehide", calls.leave);
    return () => {
      window.removeEventListener("pagehide", calls.leave);
      calls.leave();
      calls.disconnect();
      calls.reset();
    };
  }, []);

  return (
    <>
      <PageHero
        eyebrow="AI tools"
        subtitle="An AI voice agent that places a phone call for you and shows the conversation live."
      />
      <div className="mx-auto max-w-content space-y-6 px-6 pb-10 pt-4 lg:pb-14">
        <DemoNotice service="telephony" title={AI_CALL_MESSAGES.demoMode}>
          A simulated phone network rings, answers and replies
          <span className={SHOWN_IN_LLM_DEMO}>, and the AI&apos;s words are scripted</span>. Numbers
          ending in 0001, 0002, 0003 or 0004 play a busy line, no answer, a failed call and a
          voicemail.
        </DemoNotice>
        <ErrorBanner />
        <CallStatusAnnouncement />
        <div
          ref={view}
          data-call-phase={phase}
          // Below a phone's fixed header when brought into view.
          className="scroll-mt-20 md:scroll-mt-6"
        >
          {phase === "live" && (
            // The call fills the screen: the stage, then the transcript at full height with the
            // reply field pinned under it; side by side on a wide screen.
            <div className="grid h-[calc(100dvh-6rem)] grid-rows-[auto_minmax(0,1fr)] gap-4 md:h-[calc(100dvh-3rem)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-rows-1 lg:gap-6">
              <CallStage />
              <TranscriptPanel heading={CALL_CARD_TEXTS.transcript} />
            </div>
          )}
          {phase === "ended" && (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <CallSummary
                className="lg:self-start"
                onCallAgain={() => request && composer.callAgain(request)}
                onNewCall={composer.newCall}
              />
              <TranscriptPanel
                heading={CALL_CARD_TEXTS.endedTranscript}
                className="max-h-[36rem]"
              />
            </div>
          )}
          {/* Hidden, not removed, during and after a call: it places the call again. */}
          <div
            hidden={phase !== "compose"}
            className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8"
          >
            <section
              aria-labelledby="ai-call-form-heading"
              className="space-y-5 rounded-lg border border-border bg-surface p-5 shadow-card md:p-6"
            >
              <h2 id="ai-call-form-heading" className="text-2xl font-bold">
                Place a call
              </h2>
              <CallForm composer={composer} demo={simulators.telephony} />
              <CallLimits />
            </section>
            <CallInvitation />
          </div>
        </div>
      </div>
    </>
  );
}
