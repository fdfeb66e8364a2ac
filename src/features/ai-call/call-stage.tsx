import { Mic, Phone, PhoneOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/class-names";
import { CALL_CARD_TEXTS, isTerminalCallStatus, type CallStatus } from "#contract/ai-call-rules";
import { clock } from "./call-phase";
import { useCallStore } from "./call-store";
import { BrowserCallNotes, useBrowserCallState } from "./web-call/browser-call-status";
import { useVoiceState } from "./web-call/voice-state";
import { WEB_CALL_TEXTS } from "./web-call/web-call-texts";
import { useReadableNumber } from "./readable-number";

function stateText(status: CallStatus | null): string {
  if (status === "in-progress") return CALL_CARD_TEXTS.connected;
  if (status === "ringing") return CALL_CARD_TEXTS.ringing;
  if (status && isTerminalCallStatus(status)) return CALL_CARD_TEXTS.ended;
  return CALL_CARD_TEXTS.calling;
}

/** The time since the call was answered, counting each second until it ends. */
export function CallTimer({ answeredAt, endedAt }: { answeredAt: number; endedAt: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endedAt !== null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endedAt]);
  return (
    <span role="timer" aria-label={CALL_CARD_TEXTS.duration} className="font-mono tabular-nums">
      {clock(answeredAt, endedAt ?? now)}
    </span>
  );
}

/** Bars that move while the line is open: the call is live. Still under reduced motion. */
function VoicePulse({ active }: { active: boolean }) {
  return (
    <span aria-hidden className="flex h-6 items-center gap-1">
      {[0, 1, 2, 3, 4].map((bar) => (
        <span
          key={bar}
          style={{ animationDelay: `${bar * 140}ms` }}
          className={cn(
            "h-full w-1 origin-center rounded-full bg-accent",
            active ? "motion-safe:animate-voice" : "scale-y-[0.3] opacity-50",
          )}
        />
      ))}
    </span>
  );
}

/**
 * The call under way, large: who is called, ringing or connected, the running timer, a pulse
 * while the line is open, and the hang-up. On a phone it is a compact bar above the transcript.
 */
export function CallStage() {
  const request = useCallStore((state) => state.request);
  // A call held in the browser dials no number.
  const number = useReadableNumber(request?.channel === "phone" ? request.toNumber : undefined);
  const status = useCallStore((state) => state.callStatus);
  const calling = useCallStore((state) => state.calling);
  const callSid = useCallStore((state) => state.callSid);
  const answeredAt = useCallStore((state) => state.answeredAt);
  const endedAt = useCallStore((state) => state.endedAt);
  const hangingUp = useCallStore((state) => state.hangingUp);
  const hangUp = useCallStore((state) => state.hangUp);
  const connected = calling && status === "in-progress";
  const ringing = calling && !connected;
  const inBrowser = request?.channel === "browser";
  const browserState = useBrowserCallState();
  // The page reports the AI's playback: tests and assistive tools read it here.
  const { agentSpeaking, sentencesPlayed } = useVoiceState();
  const Icon = inBrowser ? Mic : Phone;
  return (
    <section
      aria-label={CALL_CARD_TEXTS.label}
      data-call-channel={request?.channel}
      data-agent-speaking={inBrowser ? agentSpeaking : undefined}
      data-sentences-played={inBrowser ? sentencesPlayed : undefined}
      className="flex items-center gap-4 rounded-lg border border-border bg-surface p-4 shadow-card lg:flex-col lg:justify-center lg:gap-6 lg:p-8 lg:text-center"
    >
      <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent lg:size-28">
        {ringing && (
          <span
            aria-hidden
            className="absolute inset-0 rounded-full bg-accent/25 motion-safe:animate-ping"
          />
        )}
        <Icon aria-hidden className="relative size-5 lg:size-10" />
      </span>
      <div className="min-w-0 flex-1 lg:flex-none">
        {(number || inBrowser) && (
          <p className="truncate text-sm text-muted-foreground lg:text-base">
            {inBrowser ? WEB_CALL_TEXTS.where : CALL_CARD_TEXTS.callingTo(number ?? "")}
          </p>
        )}
        <p className="text-lg font-bold lg:mt-1 lg:text-3xl">
          {(connected && inBrowser && browserState) || stateText(status)}
        </p>
        <div className="mt-1 flex items-center gap-3 text-muted-foreground lg:mt-4 lg:justify-center lg:text-xl">
          <VoicePulse active={connected} />
          {answeredAt !== null && <CallTimer answeredAt={answeredAt} endedAt={endedAt} />}
        </div>
        {inBrowser && connected && <BrowserCallNotes />}
      </div>
      {calling && (
        <Button
          variant="secondary"
          onClick={() => void hangUp()}
          disabled={hangingUp || !callSid}
          aria-label={hangingUp ? CALL_CARD_TEXTS.hangingUp : CALL_CARD_TEXTS.hangUp}
          className="size-12 shrink-0 rounded-full border-danger bg-danger px-0 text-background hover:bg-danger/90 lg:h-12 lg:w-auto lg:px-6"
        >
          <PhoneOff aria-hidden className="size-5" />
          <span className="max-lg:sr-only">
            {hangingUp ? CALL_CARD_TEXTS.hangingUp : CALL_CARD_TEXTS.hangUp}
          </span>
        </Button>
      )}
    </section>
  );
}
