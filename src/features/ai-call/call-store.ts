import { create } from "zustand";
import type { CallEvent } from "@/contract/ai-call";
import { AI_SPEAKER, isTerminalCallStatus, type CallStatus } from "@/contract/ai-call-rules";
import { useCallSocket } from "./call-socket-store";
import { CLEAR_AFTER_TERMINAL_MS, callMessages } from "./messages";

// Placing a call validates the answer with the schema library: fetched at the first call.
const loadApi = () => import("./api");

export type ConversationEntry = {
  id: number;
  speaker: string;
  message: string;
  /** ISO-8601. */
  timestamp: string;
};

type CallFields = {
  phone: string;
  message: string;
  /** Demo mode: the visitor types the callee's replies. */
  playCallee: boolean;
};

export type CallState = CallFields & {
  /** From the request until a terminal status: the form is disabled. */
  calling: boolean;
  statusText: string;
  callStatus: CallStatus | null;
  error: string | null;
  callSid: string | null;
  conversation: ConversationEntry[];
  summary: string | null;

  setField: <Field extends keyof CallFields>(field: Field, value: CallFields[Field]) => void;
  start: () => Promise<void>;
  receive: (event: CallEvent) => void;
  dismissError: () => void;
  /** Back to a blank page (it is being left). */
  reset: () => void;
};

const initialState = {
  phone: "",
  message: "",
  playCallee: false,
  calling: false,
  statusText: "",
  callStatus: null,
  error: null,
  callSid: null,
  conversation: [],
  summary: null,
} satisfies Partial<CallState>;

export const useCallStore = create<CallState>()((set, get) => {
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  let entryId = 0;
  const addEntry = (speaker: string, message: string, timestamp: string) =>
    set((state) => ({
      conversation: [...state.conversation, { id: (entryId += 1), speaker, message, timestamp }],
    }));

  return {
    ...initialState,
    setField: (field, value) => set({ [field]: value } as Partial<CallFields>),

    async start() {
      const { phone, message, playCallee, calling } = get();
      if (calling) return;
      const toNumber = phone.replace(/\D/g, "");
      if (!toNumber || !message.trim()) {
        set({ error: callMessages.missingFields });
        return;
      }
      clearTimeout(clearTimer);
      set({
        calling: true,
        statusText: callMessages.initiating,
        callStatus: null,
        error: null,
        callSid: null,
        conversation: [],
        summary: null,
      });
      const { placeCall } = await loadApi();
      const result = await placeCall({ toNumber, message: message.trim(), playCallee });
      if (!result.ok) {
        set({ calling: false, statusText: "", error: result.message });
        return;
      }
      const { call_sid: callSid, ai_text: aiText, watch_token: token } = result.call;
      set({ statusText: callMessages.initiated, callSid });
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
        set({ statusText: callMessages.status(event.status), callStatus: event.status });
        if (isTerminalCallStatus(event.status)) {
          set({ calling: false });
          clearTimer = setTimeout(
            () => set({ statusText: "", phone: "", message: "" }),
            CLEAR_AFTER_TERMINAL_MS,
          );
        }
      }
    },

    dismissError: () => set({ error: null }),

    reset() {
      clearTimeout(clearTimer);
      set(initialState);
    },
  };
});
