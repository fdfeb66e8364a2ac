import type { ImageJobStatus } from "#contract/ai-image";
import type { GeneratedImage, ImageProgress } from "../../providers/image/image-provider";
import type { ImageJobEntry } from "./job-board";

/** At most one new preview per second reaches the page, and none larger than this. */
export const PREVIEW_INTERVAL_MS = 1000;
export const PREVIEW_MAX_BYTES = 96 * 1024;
const PREVIEW_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);

/** The preview as a data URL, or null when it is too large or of a type the page cannot show. */
export function previewDataUrl(preview: GeneratedImage): string | null {
  if (preview.bytes.length > PREVIEW_MAX_BYTES || !PREVIEW_TYPES.has(preview.mimeType)) return null;
  return `data:${preview.mimeType};base64,${preview.bytes.toString("base64")}`;
}

export interface EstimateInput {
  elapsedSeconds: number;
  /** The back end's latest report, if any. */
  progress: ImageProgress | null;
  /** How long recent generations took on this instance, when any finished. */
  typicalSeconds: number | null;
}

/**
 * Seconds still needed: the back end's own estimate, else the time per step (or per share of the
 * work) so far times what remains, else the typical duration less the time already spent.
 */
export function estimateSecondsLeft({
  elapsedSeconds,
  progress,
  typicalSeconds,
}: EstimateInput): number | null {
  if (progress?.etaSeconds !== undefined) return Math.max(0, progress.etaSeconds);
  if (progress?.step && progress.steps) {
    return (elapsedSeconds / progress.step) * Math.max(0, progress.steps - progress.step);
  }
  if (progress && progress.fraction > 0) {
    return (elapsedSeconds * (1 - progress.fraction)) / progress.fraction;
  }
  return typicalSeconds === null ? null : Math.max(0, typicalSeconds - elapsedSeconds);
}

const oneDecimal = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * The status answer from what the board holds: the elapsed time from the start, and the last
 * estimate counted down by the time since it was written, so a back end that reports nothing
 * until its picture is ready still shows time passing.
 */
export function toJobStatus({ record, preview }: ImageJobEntry, now: number): ImageJobStatus {
  const running = record.state === "running" && record.startedAt !== null;
  const sinceWrite = Math.max(0, now - record.writtenAt) / 1000;
  return {
    id: record.id,
    state: record.state,
    queue_position: record.queuePosition,
    progress: record.progress,
    step: record.step,
    steps: record.steps,
    elapsed_seconds: running ? oneDecimal(Math.max(0, now - record.startedAt!) / 1000) : null,
    eta_seconds:
      running && record.etaSeconds !== null
        ? oneDecimal(Math.max(0, record.etaSeconds - sinceWrite))
        : null,
    preview: record.state === "running" ? preview : null,
  };
}
