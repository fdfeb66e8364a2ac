import { create } from "zustand";
import type { CallEvent } from "#contract/ai-call";
import {
  AI_SPEAKER,
  isTerminalCallStatus,
  type CallStatus,
  AI_CALL_MESSAGES,
  CALL_REFUSALS,
} from "#contract/ai-call-rules";
import {
  endCall,
  openCallSocket,
  placeCall,
  refusalText,
  type CallAnswer,
  type CallSocket,
} from "./api";
import type { CallRequest } from "./form-schema";

/** A terminal status clears the status text and the form this long after it arrives. */
const CLEAR_AFTER_TERMINAL_MS = 2000;

export type ConversationEntry = {
  id: number;
  speaker: string;
  message: string;
  /** ISO-8601. */
  timestamp: string;
  /** An AI line: how long the person called waited for it, in milliseconds. */
  waitMs?: number;
};

/** How long the person called waited for the AI's lines over the whole call. */
export type CallWaits = { medianMs: number; p90Ms: number };

/** The call as the visitor asked for it: kept after it ends, to show and to place again. */
export type PlacedRequest = { toNumber: string; message: string; playCallee: boolean };

export type CallState = {
  /** From the request until a terminal status: the form is disabled. */
  calling: boolean;
  /** The call being placed or last placed, until the visitor starts a new one. */
  request: PlacedRequest | null;
  /** Demo mode: the visitor types the callee's replies in this call. */
  playingCallee: boolean;
  statusText: string;
  callStatus: CallStatus | null;
  error: string | null;
  callSid: string | null;
  conversation: ConversationEntry[];
  summary: string | null;
  waits: CallWaits | null;
  /** Proves the call is this page's, to the socket and to the hang-up. */
  watchToken: string | null;
  /** When the call was answered and when it ended (`Date.now()`), for the call card's timer. */
  answeredAt: number | null;
  endedAt: number | null;
  hangingUp: boolean;

  /** Opens the socket of call events (the page is shown). */
  connect: () => void;
  /** Closes it (the page is left). */
  disconnect: () => void;
  /** Places the call; `clearForm` empties the form when the ended call's status clears. */
  start: (request: CallRequest, clearForm: () => void) => Promise<void>;
  /** Demo mode: a line the visitor says as the person called. */
  sayAsCallee: (message: string) => void;
  showError: (message: string) => void;
  receive: (event: CallEvent) => void;
  dismissError: () => void;
  /** Ends the call under way (the hang-up button). */
  hangUp: () => Promise<void>;
  /** The page is being left or closed: the call under way ends with it. */
  leave: () => void;
  /** Back to a blank page: the visitor starts a new call, or the page is being left. */
  reset: () => void;
};

const initialState = {
  calling: false,
  request: null,
  playingCallee: false,
  statusText: "",
  callStatus: null,
  error: null,
  callSid: null,
  conversation: [],
  summary: null,
  waits: null,
  watchToken: null,
  answeredAt: null,
  endedAt: null,
  hangingUp: false,
} satisfies Partial<CallState>;

export const useCallStore = create<CallState>()((set, get) => {
  let socket: CallSocket | null = null;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  // The form of the call under way: emptied when the ended call's status clears.
  let clearCallForm = () => {};
  let entryId = 0;
  const addEntry = (entry: Omit<ConversationEntry, "id">) =>
    set((state) => ({ conversation: [...state.conversation, { ...entry, id: (entryId += 1) }] }));
  /** The call under way, when there is one this page may end. */
  const ownCall = () => {
    const { calling, callSid, watchToken } = get();
    return calling && callSid && watchToken ? { callSid, token: watchToken } : null;
  };

  return {
    ...initialState,
    connect() {
      socket ??= openCallSocket((event) => get().receive(event));
    },
    disconnect() {
      socket?.close();
      socket = null;
    },

    async start(request, clearForm) {
      if (get().calling) return;
      clearTimeout(clearTimer);
      clearCallForm = clearForm;
      set({
        ...initialState,
        calling: true,
        request: {
          toNumber: request.to_number,
          message: request.message,
          playCallee: request.play_callee,
        },
        playingCallee: request.play_callee,
        statusText: AI_CALL_MESSAGES.initiating,
      });
      const fail = (error: string) => set({ calling: false, statusText: "", error });
      let answer: CallAnswer;
      try {
        answer = await placeCall(request);
      } catch (error) {
        fail(refusalText(error, AI_CALL_MESSAGES.errorMakingCall));
        return;
      }
      if (!answer.started) {
        fail(answer.message ?? AI_CALL_MESSAGES.failedToInitiate);
        return;
      }
      const { call_sid: callSid, ai_text: aiText, watch_token: token } = answer.started;
      set({ statusText: AI_CALL_MESSAGES.initiated, callSid, watchToken: token });
      addEntry({ speaker: AI_SPEAKER, message: aiText, timestamp: new Date().toISOString() });
      socket?.watch({ callSid, token });
    },

    sayAsCallee: (message) => socket?.sayAsCallee(message),

    receive(event) {
      if (event.call_sid !== undefined && event.call_sid !== get().callSid) return;
      if (!("type" in event)) {
        const { speaker, message, timestamp, wait_ms: waitMs } = event;
        addEntry({ speaker, message, timestamp, ...(waitMs !== undefined ? { waitMs } : {}) });
        return;
      }
      if (event.type === "call_summary") {
        const { wait_median_ms: medianMs, wait_p90_ms: p90Ms } = event;
        const waits = medianMs !== undefined && p90Ms !== undefined ? { medianMs, p90Ms } : null;
        set({ summary: event.summary, waits });
      } else if (event.type === "error") set({ error: event.message });
      else {
        set({ statusText: AI_CALL_MESSAGES.status(event.status), callStatus: event.status });
        if (event.status === "in-progress") set({ answeredAt: get().answeredAt ?? Date.now() });
        if (isTerminalCallStatus(event.status)) {
          set({ calling: false, hangingUp: false, endedAt: Date.now() });
          clearTimer = setTimeout(() => {
            set({ statusText: "" });
            clearCallForm();
          }, CLEAR_AFTER_TERMINAL_MS);
        }
      }
    },

    async hangUp() {
      const call = ownCall();
      if (!call || get().hangingUp) return;
      set({ hangingUp: true });
      try {
        await endCall(call);
      } catch (error) {
        set({ hangingUp: false, error: refusalText(error, CALL_REFUSALS.hangUpFailed) });
      }
    },

    leave() {
      const call = ownCall();
      // The page may be gone before an answer: nothing waits for it.
      if (call) endCall(call, { keepalive: true }).catch(() => undefined);
    },

    showError: (message) => set({ error: message }),
    dismissError: () => set({ error: null }),

    reset() {
      clearTimeout(clearTimer);
      set(initialState);
    },
  };
});
