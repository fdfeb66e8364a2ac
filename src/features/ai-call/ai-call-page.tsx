import { Info, X } from "lucide-react";
import { useEffect } from "react";
import { PageHero } from "@/components/layout/page-hero";
import { Button } from "@/components/ui/button";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { CallCard } from "./call-card";
import { CallForm } from "./call-form";
import { useCallStore } from "./call-store";
import { ConversationPanel } from "./conversation-panel";
import { AI_CALL_MESSAGES, CALL_CARD_TEXTS } from "#contract/ai-call-rules";

function DemoNotice({ scriptedAi }: { scriptedAi: boolean }) {
  return (
    <div className="flex gap-3 rounded-lg border border-accent/40 bg-accent/10 p-4 text-sm leading-relaxed">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div>
        <p className="font-semibold">{AI_CALL_MESSAGES.demoMode}</p>
        <p className="mt-1 text-muted-foreground">
          A simulated phone network rings, answers and replies
          {scriptedAi ? ", and the AI's words are scripted" : ""}. Numbers ending in 0001, 0002,
          0003 or 0004 play a busy line, no answer, a failed call and a voicemail.
        </p>
      </div>
    </div>
  );
}

function CallBanners() {
  const statusText = useCallStore((state) => state.statusText);
  const error = useCallStore((state) => state.error);
  const dismissError = useCallStore((state) => state.dismissError);
  return (
    <>
      <p
        role="status"
        aria-label="Call status"
        aria-live="polite"
        className={
          statusText
            ? "rounded-lg border border-border bg-surface-raised px-4 py-3 font-medium"
            : "sr-only"
        }
      >
        {statusText}
      </p>
      {error && (
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
      )}
    </>
  );
}

export function AiCallPage() {
  const { simulators, callLimits } = useRuntimeConfig();

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
      <div className="mx-auto grid max-w-content gap-8 px-6 py-12 lg:grid-cols-2 lg:py-16">
        <section aria-labelledby="ai-call-form-heading" className="space-y-5">
          <h2 id="ai-call-form-heading" className="text-2xl font-bold">
            Place a call
          </h2>
          {simulators.telephony && <DemoNotice scriptedAi={simulators.llm} />}
          <div className="rounded-lg border border-border bg-surface p-6 shadow-card">
            <CallForm demo={simulators.telephony} />
          </div>
          {callLimits && (
            <p className="text-sm leading-relaxed text-muted-foreground">
              {CALL_CARD_TEXTS.limits(callLimits)}
            </p>
          )}
          <CallCard />
          <CallBanners />
        </section>
        <ConversationPanel />
      </div>
    </>
  );
}
