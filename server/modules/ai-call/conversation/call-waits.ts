/** The call's median and 90th percentile of the callee's waits, or null when the AI never answered. */
export interface CallWaits {
  medianMs: number;
  p90Ms: number;
}

/** The nearest-rank percentile: the smallest wait that `share` of the waits do not exceed. */
function percentile(sorted: number[], share: number): number {
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? 0;
}

export function callWaits(waitsMs: number[]): CallWaits | null {
  if (waitsMs.length === 0) return null;
  const sorted = [...waitsMs].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), p90Ms: percentile(sorted, 0.9) };
}
