import { secondsText } from "#contract/ai-call-rules";
import type { LineLatency } from "../call-store";
import { LATENCY_STEPS, WEB_CALL_TEXTS } from "./web-call-texts";

/** Where an AI line's wait went, compactly, beside the line: each step since the visitor's words ended. */
export function LineLatencyFigures({ latency }: { latency: LineLatency }) {
  const steps = LATENCY_STEPS.flatMap(({ key, label }) => {
    const ms = latency[key];
    return ms === null ? [] : [`${label} ${secondsText(ms)}`];
  });
  if (steps.length === 0) return null;
  return (
    <p
      aria-label={WEB_CALL_TEXTS.latencyLabel}
      className="mt-1 text-xs tabular-nums text-muted-foreground"
      data-line-latency
    >
      {steps.join(" · ")}
    </p>
  );
}
