import { create } from "zustand";
import type {
  ImageGenerationRequest,
  ImageGenerationResponse,
  ImageJobStatus,
} from "#contract/ai-image";
import { IMAGE_FAKE_PROGRESS, IMAGE_RESULT_DELAY_MS } from "#contract/ai-image-rules";
import { useHistoryStore } from "./history-store";
import { generationErrorMessage } from "./messages";
import { makeThumbnail } from "./thumbnail";

// The API module validates answers with the schema library: loaded with the first generation.
const loadApi = () => import("./api");

/** A valid request from the form; the store adds the job id. */
export type GenerationRequest = Omit<ImageGenerationRequest, "job_id">;

/** The answer with what the visitor asked for, so its settings can be used again. */
export type GeneratedResult = ImageGenerationResponse & { prompt: string };

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

type StudioState = {
  /** `finishing`: the picture arrived, the overlay shows 100 until the result opens. */
  status: "idle" | "generating" | "finishing";
  /** 0 to 100, as shown. */
  progress: number;
  queuePosition: number | null;
  details: JobDetails;
  error: string | null;
  result: GeneratedResult | null;

  generate: (request: GenerationRequest) => Promise<void>;
  cancel: () => void;
  showError: (message: string) => void;
  dismissError: () => void;
  closeResult: () => void;
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

/** Keeps a small copy of the picture in the history, with what makes it again. */
function keepInHistory(response: ImageGenerationResponse, prompt: string): void {
  const finishedAt = Date.now();
  void makeThumbnail(response.image).then((image) =>
    useHistoryStore.getState().add({
      id: finishedAt,
      timestamp: new Date(finishedAt).toISOString(),
      prompt,
      model: response.model,
      model_label: response.model_label,
      image,
      seed: response.seed,
      // The size made, which a back end with fixed sizes may choose instead of the one asked.
      width: response.width,
      height: response.height,
      ...(response.demo ? { demo: true } : {}),
    }),
  );
}

export const useStudioStore = create<StudioState>()((set, get) => ({
  status: "idle",
  progress: 0,
  queuePosition: null,
  details: NO_DETAILS,
  error: null,
  result: null,

  showError: (message) => set({ error: message }),
  dismissError: () => set({ error: null }),
  closeResult: () => set({ result: null }),

  cancel: () => {
    if (!running) return;
    const { jobId } = running;
    stopRunning();
    void loadApi().then((api) => api.cancelJob(jobId));
    set({ status: "idle", progress: 0, queuePosition: null, details: NO_DETAILS });
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
      set({ progress: reported ?? estimate });
    }, IMAGE_FAKE_PROGRESS.intervalMs);
    const onStatus = (job: ImageJobStatus) => {
      if (job.state === "running" && job.progress > 0) {
        reported = Math.min(99, Math.round(job.progress * 100));
      }
      const { step, steps, elapsed_seconds, eta_seconds, preview } = job;
      set({
        queuePosition: job.queue_position,
        details: { step, steps, elapsed_seconds, eta_seconds, preview },
        ...(reported === null ? {} : { progress: reported }),
      });
    };
    running = { jobId, controller, ticker };
    set({
      status: "generating",
      progress: 0,
      queuePosition: null,
      details: NO_DETAILS,
      error: null,
      result: null,
    });

    const { prompt } = request;
    try {
      const api = await loadApi();
      void api.watchJob(jobId, onStatus, controller.signal);
      const response = await api.generateImage({ ...request, job_id: jobId }, controller.signal);
      if (running?.jobId !== jobId) return;
      stopRunning();
      // The last preview stays on show; the step and time left no longer apply.
      set({
        status: "finishing",
        progress: 100,
        queuePosition: null,
        details: { ...NO_DETAILS, preview: get().details.preview },
      });
      keepInHistory(response, prompt);
      window.setTimeout(
        () =>
          set({
            status: "idle",
            progress: 0,
            details: NO_DETAILS,
            result: { ...response, prompt },
          }),
        IMAGE_RESULT_DELAY_MS,
      );
    } catch (error) {
      // A cancelled generation was already reset by cancel().
      if (running?.jobId !== jobId) return;
      stopRunning();
      set({
        status: "idle",
        progress: 0,
        queuePosition: null,
        details: NO_DETAILS,
        error: generationErrorMessage(error),
      });
    }
  },
}));
