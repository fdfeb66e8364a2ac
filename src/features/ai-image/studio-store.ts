import { create } from "zustand";
import type {
  ImageGenerationRequest,
  ImageGenerationResponse,
  ImageJobStatus,
} from "#contract/ai-image";
import { IMAGE_FAKE_PROGRESS, IMAGE_RESULT_DELAY_MS } from "#contract/ai-image-rules";
import { fullPictures, useHistoryStore, type HistoryItem } from "./history-store";
import { generationErrorMessage } from "./messages";
import { makeThumbnail } from "./thumbnail";

// The API module validates answers with the schema library: loaded with the first generation.
const loadApi = () => import("./api");

/** A valid request from the form; the store adds the job id. */
export type GenerationRequest = Omit<ImageGenerationRequest, "job_id">;

/** What the server tells of a running job beyond its progress. */
export type JobDetails = Pick<
  ImageJobStatus,
  "step" | "steps" | "elapsed_seconds" | "eta_seconds" | "preview"
>;

const NO_DETAILS: JobDetails = {
  step: null,
  steps: null,
  elapsed_seconds: null,
  eta_seconds: null,
  preview: null,
};

/**
 * The percentage shown: the sampling step when the back end counts steps (so "Step 10 of 20"
 * always stands beside 50 %), else its own fraction, else the page's estimate. Below 100 until
 * the picture is there.
 */
function shownPercent(details: JobDetails, reported: number | null, estimate: number): number {
  if (details.step !== null && details.steps !== null && details.step > 0) {
    return Math.min(99, Math.round((details.step / details.steps) * 100));
  }
  return reported ?? estimate;
}

/** The picture being made: what its tile needs before the server has said anything. */
export type Forming = { prompt: string; width: number; height: number };

type StudioState = {
  /** `finishing`: the picture arrived and shows in its tile at 100 until it joins the history. */
  status: "idle" | "generating" | "finishing";
  forming: Forming | null;
  /** 0 to 100, as shown. */
  progress: number;
  queuePosition: number | null;
  details: JobDetails;
  error: string | null;
  /** The history item open in the viewer. */
  viewing: number | null;
  /**
   * The full pictures by history id: those made in this visit, and those of earlier visits once
   * opened; the history keeps smaller copies.
   */
  pictures: Record<number, string>;

  generate: (request: GenerationRequest) => Promise<void>;
  cancel: () => void;
  showError: (message: string) => void;
  dismissError: () => void;
  view: (id: number) => void;
  closeViewer: () => void;
};

/** 32 random hex digits; getRandomValues also works where randomUUID does not (plain http). */
function newJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The running generation; outside the state because nothing renders from it.
let running: { jobId: string; controller: AbortController; ticker: number } | null = null;

/** Ends the running generation's work: the estimate stops, the request and the job's watch end. */
function stopRunning(): void {
  if (!running) return;
  window.clearInterval(running.ticker);
  running.controller.abort();
  running = null;
}

/** The history entry of a finished picture, with a copy small enough to keep in the browser. */
async function historyItem(
  response: ImageGenerationResponse,
  prompt: string,
): Promise<HistoryItem> {
  const finishedAt = Date.now();
  return {
    id: finishedAt,
    timestamp: new Date(finishedAt).toISOString(),
    prompt,
    model: response.model,
    model_label: response.model_label,
    image: await makeThumbnail(response.image),
    seed: response.seed,
    // The size made, which a back end with fixed sizes may choose instead of the one asked.
    width: response.width,
    height: response.height,
    generation_time: response.generation_time,
    ...(response.demo ? { demo: true } : {}),
  };
}

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

const IDLE = {
  status: "idle",
  forming: null,
  progress: 0,
  queuePosition: null,
  details: NO_DETAILS,
} as const;

export const useStudioStore = create<StudioState>()((set, get) => ({
  ...IDLE,
  error: null,
  viewing: null,
  pictures: {},

  showError: (message) => set({ error: message }),
  dismissError: () => set({ error: null }),
  view: (id) => {
    set({ viewing: id });
    if (get().pictures[id]) return;
    // The small copy shows until the full picture is read back from the browser.
    void fullPictures
      .load()
      .then((kept) => kept.fullPicture(id))
      .then(
        (picture) => picture && set({ pictures: { ...get().pictures, [id]: picture } }),
        () => undefined,
      );
  },
  closeViewer: () => set({ viewing: null }),

  cancel: () => {
    if (!running) return;
    const { jobId } = running;
    stopRunning();
    void loadApi().then((api) => api.cancelJob(jobId));
    set(IDLE);
  },

  generate: async (request) => {
    if (get().status !== "idle") return;
    const jobId = newJobId();
    const controller = new AbortController();
    // Estimated progress until the server reports its own; that one stays below 100 until done.
    let estimate = 0;
    let reported: number | null = null;
    const ticker = window.setInterval(() => {
      estimate = Math.min(IMAGE_FAKE_PROGRESS.cap, estimate + IMAGE_FAKE_PROGRESS.points);
      set({ progress: shownPercent(get().details, reported, estimate) });
    }, IMAGE_FAKE_PROGRESS.intervalMs);
    const onStatus = (job: ImageJobStatus) => {
      if (job.state === "running" && job.progress > 0) {
        reported = Math.min(99, Math.round(job.progress * 100));
      }
      const { step, steps, elapsed_seconds, eta_seconds, preview } = job;
      const details = { step, steps, elapsed_seconds, eta_seconds, preview };
      set({
        queuePosition: job.queue_position,
        details,
        progress: shownPercent(details, reported, estimate),
      });
    };
    running = { jobId, controller, ticker };
    const { prompt, width, height } = request;
    set({
      ...IDLE,
      status: "generating",
      forming: { prompt, width, height },
      error: null,
      viewing: null,
    });

    try {
      const api = await loadApi();
      void api.watchJob(jobId, onStatus, controller.signal);
      const response = await api.generateImage({ ...request, job_id: jobId }, controller.signal);
      if (running?.jobId !== jobId) return;
      stopRunning();
      // The finished picture fills its tile at once; the step and time left no longer apply.
      set({
        status: "finishing",
        progress: 100,
        queuePosition: null,
        details: { ...NO_DETAILS, preview: response.image },
      });
      const [item] = await Promise.all([
        historyItem(response, prompt),
        delay(IMAGE_RESULT_DELAY_MS),
      ]);
      // The tile becomes the history's newest picture in the same render, and opens large. The
      // full picture is kept for later visits too.
      void fullPictures.load().then(
        (kept) => kept.keepFullPicture(item.id, response.image),
        () => undefined,
      );
      useHistoryStore.getState().add(item);
      set({
        ...IDLE,
        viewing: item.id,
        pictures: { ...get().pictures, [item.id]: response.image },
      });
    } catch (error) {
      // A cancelled generation was already reset by cancel().
      if (running?.jobId !== jobId) return;
      stopRunning();
      set({ ...IDLE, error: generationErrorMessage(error) });
    }
  },
}));
