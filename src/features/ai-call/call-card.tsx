import { Phone, PhoneOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/class-names";
import { CALL_CARD_TEXTS, isTerminalCallStatus, type CallStatus } from "#contract/ai-call-rules";
import { useCallStore } from "./call-store";

/** `m:ss` of the time between two `Date.now()` readings. */
function clock(fromMs: number, toMs: number): string {
  const seconds = Math.max(0, Math.floor((toMs - fromMs) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function stateText(status: CallStatus | null): string {
  if (status === "in-progress") return CALL_CARD_TEXTS.connected;
  if (status === "ringing") return CALL_CARD_TEXTS.ringing;
  if (status && isTerminalCallStatus(status)) return CALL_CARD_TEXTS.ended;
  return CALL_CARD_TEXTS.calling;
}

/** The time since the call was answered, counting each second until it ends. */
function CallTimer({ answeredAt, endedAt }: { answeredAt: number; endedAt: number | null }) {
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

/** The call under way: ringing, then a running timer once answered, and a hang-up button. */
export function CallCard() {
  const callSid = useCallStore((state) => state.callSid);
  const status = useCallStore((state) => state.callStatus);
  const calling = useCallStore((state) => state.calling);
  const answeredAt = useCallStore((state) => state.answeredAt);
  const endedAt = useCallStore((state) => state.endedAt);
  const hangingUp = useCallStore((state) => state.hangingUp);
  const hangUp = useCallStore((state) => state.hangUp);
  if (!callSid) return null;
  const ringing = calling && status !== "in-progress";
  return (
    <section
      aria-label={CALL_CARD_TEXTS.label}
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
          {ringing && (
            <span
              aria-hidden
              className="absolute inset-0 rounded-full bg-accent/30 motion-safe:animate-ping"
            />
          )}
          <Phone aria-hidden className="relative size-5" />
        </span>
        <div>
          <p className="font-semibold">{stateText(status)}</p>
          {answeredAt !== null && (
            <p className="text-sm text-muted-foreground">
              <CallTimer answeredAt={answeredAt} endedAt={endedAt} />
            </p>
          )}
        </div>
      </div>
      {calling && (
        <Button
          variant="secondary"
          onClick={() => void hangUp()}
          disabled={hangingUp}
          className={cn("border-danger/60 text-danger hover:bg-danger/10")}
        >
          <PhoneOff aria-hidden className="size-4" />
          {hangingUp ? CALL_CARD_TEXTS.hangingUp : CALL_CARD_TEXTS.hangUp}
        </Button>
      )}
    </section>
  );
}
