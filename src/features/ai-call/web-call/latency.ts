import type { ConversationEntry, LineLatency } from "../call-store";
import { LATENCY_STEPS } from "./web-call-texts";

type Step = (typeof LATENCY_STEPS)[number]["key"];

/** The value at quantile `q` (0–1) of sorted figures, the nearest rank. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** The call's median and 90th percentile of each step, over the AI lines that have it. */
export function latencyPercentiles(
  conversation: ConversationEntry[],
): { step: Step; label: string; p50: number; p90: number }[] {
  const latencies = conversation.flatMap((entry) => (entry.latency ? [entry.latency] : []));
  return LATENCY_STEPS.flatMap(({ key, label }) => {
    const figures = latencies
      .map((latency: LineLatency) => latency[key])
      .filter((ms): ms is number => ms !== null)
      .sort((a, b) => a - b);
    return figures.length
      ? [{ step: key, label, p50: quantile(figures, 0.5), p90: quantile(figures, 0.9) }]
      : [];
  });
}
