import { create } from "zustand";
import type { ImageGenerationResponse } from "@/contract/ai-image";
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_FAKE_PROGRESS,
  IMAGE_GUIDANCE_RANGE,
  IMAGE_RESULT_DELAY_MS,
  IMAGE_SIZE_RANGE,
  IMAGE_STEPS_RANGE,
  PROMPT_REQUIRED_MESSAGE,
  type ImageModelId,
} from "@/contract/ai-image-rules";
import { useHistoryStore } from "./history-store";
import { generationErrorMessage } from "./messages";
import { makeThumbnail } from "./thumbnail";

// The API module validates answers with the schema library: loaded with the first generation.
const loadApi = () => import("./api");

export type StudioForm = {
  model: ImageModelId;
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  steps: number;
  guidance: number;
  /** Empty for a random seed. */
  seed: string;
};

export type GeneratedResult = ImageGenerationResponse & { prompt: string };

type StudioState = {
  form: StudioForm;
  /** `finishing`: the picture arrived, the overlay shows 100 until the result opens. */
  status: "idle" | "generating" | "finishing";
  /** 0 to 100, as shown. */
  progress: number;
  queuePosition: number | null;
  error: string | null;
  result: GeneratedResult | null;

  setField: <K extends keyof StudioForm>(field: K, value: StudioForm[K]) => void;
  generate: () => Promise<void>;
  cancel: () => void;
  dismissError: () => void;
  closeResult: () => void;
};

export const initialForm: StudioForm = {
  model: DEFAULT_IMAGE_MODEL,
  prompt: "",
  negativePrompt: "",
  width: IMAGE_SIZE_RANGE.default,
  height: IMAGE_SIZE_RANGE.default,
  steps: IMAGE_STEPS_RANGE.default,
  guidance: IMAGE_GUIDANCE_RANGE.default,
  seed: "",
};

/** 32 random hex digits; getRandomValues also works where randomUUID does not (plain http). */
function newJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The running generation; outside the state because nothing renders from it.
let running: { jobId: string; controller: AbortController; ticker: number } | null = null;

function stopTicker(): void {
  if (running) window.clearInterval(running.ticker);
}

export const useStudioStore = create<StudioState>()((set, get) => ({
  form: initialForm,
  status: "idle",
  progress: 0,
  queuePosition: null,
  error: null,
  result: null,

  setField: (field, value) => set((state) => ({ form: { ...state.form, [field]: value } })),
  dismissError: () => set({ error: null }),
  closeResult: () => set({ result: null }),

  cancel: () => {
    if (!running) return;
    const { jobId, controller } = running;
    stopTicker();
    running = null;
    controller.abort();
    void loadApi().then((api) => api.cancelJob(jobId));
    set({ status: "idle", progress: 0, queuePosition: null });
  },

  generate: async () => {
    const { form, status } = get();
    if (status !== "idle") return;
    const prompt = form.prompt.trim();
    if (!prompt) {
      set({ error: PROMPT_REQUIRED_MESSAGE });
      return;
    }
    const jobId = newJobId();
    const controller = new AbortController();
    // Estimated progress until the server reports its own; that one stays below 100 until done.
    let estimate = 0;
    let reported: number | null = null;
    let polling = false;
    const ticker = window.setInterval(() => {
      estimate = Math.min(IMAGE_FAKE_PROGRESS.cap, estimate + IMAGE_FAKE_PROGRESS.points);
      if (running?.jobId !== jobId) return;
      set({ progress: reported ?? estimate });
      if (polling) return;
      polling = true;
      void loadApi()
        .then((api) => api.fetchJobStatus(jobId))
        .then((job) => {
          if (!job || running?.jobId !== jobId) return;
          if (job.state === "running" && job.progress > 0) {
            reported = Math.min(99, Math.round(job.progress * 100));
          }
          set({
            queuePosition: job.queue_position,
            ...(reported === null ? {} : { progress: reported }),
          });
        })
        .finally(() => (polling = false));
    }, IMAGE_FAKE_PROGRESS.intervalMs);
    running = { jobId, controller, ticker };
    set({ status: "generating", progress: 0, queuePosition: null, error: null, result: null });

    const seed = form.seed.trim() === "" ? undefined : Number(form.seed);
    try {
      const api = await loadApi();
      const response = await api.generateImage(
        {
          prompt,
          negative_prompt: form.negativePrompt.trim(),
          width: form.width,
          height: form.height,
          num_inference_steps: form.steps,
          guidance_scale: form.guidance,
          model: form.model,
          ...(seed === undefined ? {} : { seed }),
          job_id: jobId,
        },
        controller.signal,
      );
      if (running?.jobId !== jobId) return;
      stopTicker();
      running = null;
      set({ status: "finishing", progress: 100, queuePosition: null });
      const finishedAt = Date.now();
      void makeThumbnail(response.image).then((image) =>
        useHistoryStore.getState().add({
          id: finishedAt,
          timestamp: new Date(finishedAt).toISOString(),
          prompt,
          model: response.model,
          image,
        }),
      );
      window.setTimeout(
        () => set({ status: "idle", progress: 0, result: { ...response, prompt } }),
        IMAGE_RESULT_DELAY_MS,
      );
    } catch (error) {
      // A cancelled generation was already reset by cancel().
      if (running?.jobId !== jobId) return;
      stopTicker();
      running = null;
      set({
        status: "idle",
        progress: 0,
        queuePosition: null,
        error: generationErrorMessage(error),
      });
    }
  },
}));
