import { create } from "zustand";
import type { CallEvent } from "#contract/ai-call";
import {
  AI_SPEAKER,
  isTerminalCallStatus,
  type CallStatus,
  AI_CALL_MESSAGES,
} from "#contract/ai-call-rules";
import type { CallAnswer } from "./api";
import { ApiError } from "@/lib/api-error";
import { useCallSocket } from "./call-socket-store";
import type { CallRequest } from "./form-schema";

// Placing a call validates the answer with the schema library: fetched at the first call.
const loadApi = () => import("./api");

/** A terminal status clears the status text and the form this long after it arrives. */
const CLEAR_AFTER_TERMINAL_MS = 2000;

/** The banner text for a call request that failed: the server's reason, else the generic line. */
function callErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.detail
    ? error.detail
    : AI_CALL_MESSAGES.errorMakingCall;
}

export type ConversationEntry = {
  id: number;
  speaker: string;
  message: string;
  /** ISO-8601. */
  timestamp: string;
};

export type CallState = {
  /** From the request until a terminal status: the form is disabled. */
  calling: boolean;
  /** Demo mode: the visitor types the callee's replies in this call. */
  playingCallee: boolean;
  statusText: string;
  callStatus: CallStatus | null;
  error: string | null;
  callSid: string | null;
  conversation: ConversationEntry[];
  summary: string | null;

  /** Places the call; `clearForm` empties the form when the ended call's status clears. */
  start: (request: CallRequest, clearForm: () => void) => Promise<void>;
  showError: (message: string) => void;
  receive: (event: CallEvent) => void;
  dismissError: () => void;
  /** Back to a blank page (it is being left). */
  reset: () => void;
};

const initialState = {
  calling: false,
  playingCallee: false,
  statusText: "",
  callStatus: null,
  error: null,
  callSid: null,
  conversation: [],
  summary: null,
} satisfies Partial<CallState>;

export const useCallStore = create<CallState>()((set, get) => {
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  // The form of the call under way: emptied when the ended call's status clears.
  let clearCallForm = () => {};
  let entryId = 0;
  const addEntry = (speaker: string, message: string, timestamp: string) =>
    set((state) => ({
      conversation: [...state.conversation, { id: (entryId += 1), speaker, message, timestamp }],
    }));

  return {
    ...initialState,
    async start(request, clearForm) {
      if (get().calling) return;
      clearTimeout(clearTimer);
      clearCallForm = clearForm;
      set({
        calling: true,
        playingCallee: request.play_callee,
        statusText: AI_CALL_MESSAGES.initiating,
        callStatus: null,
        error: null,
        callSid: null,
        conversation: [],
        summary: null,
      });
      const fail = (error: string) => set({ calling: false, statusText: "", error });
      let answer: CallAnswer;
      try {
        answer = await (await loadApi()).placeCall(request);
      } catch (error) {
        fail(callErrorMessage(error));
        return;
      }
      if (!answer.started) {
        fail(answer.message ?? AI_CALL_MESSAGES.failedToInitiate);
        return;
      }
      const { call_sid: callSid, ai_text: aiText, watch_token: token } = answer.started;
      set({ statusText: AI_CALL_MESSAGES.initiated, callSid });
      addEntry(AI_SPEAKER, aiText, new Date().toISOString());
      useCallSocket.getState().watch({ callSid, token });
    },

    receive(event) {
      if (event.call_sid !== undefined && event.call_sid !== get().callSid) return;
      if (!("type" in event)) {
        addEntry(event.speaker, event.message, event.timestamp);
        return;
      }
      if (event.type === "call_summary") set({ summary: event.summary });
      else if (event.type === "error") set({ error: event.message });
      else {
        set({ statusText: AI_CALL_MESSAGES.status(event.status), callStatus: event.status });
        if (isTerminalCallStatus(event.status)) {
          set({ calling: false });
          clearTimer = setTimeout(() => {
            set({ statusText: "" });
            clearCallForm();
          }, CLEAR_AFTER_TERMINAL_MS);
        }
      }
    },

    showError: (message) => set({ error: message }),
    dismissError: () => set({ error: null }),

    reset() {
      clearTimeout(clearTimer);
      set(initialState);
    },
  };
});
