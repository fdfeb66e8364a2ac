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
  /** A call held in the browser: the AI line's number in the call, as its socket names it. */
  lineId?: number;
  /** The visitor spoke over this AI line: it ends where they did. */
  cut?: boolean;
  /** A call held in the browser: where the wait for this AI line went. */
  latency?: LineLatency;
};

/** Milliseconds from the end of the visitor's words to each step of the AI's answer. */
export type LineLatency = {
  transcript: number | null;
  firstToken: number | null;
  firstAudio: number | null;
  firstSound: number | null;
};

/** How the page takes part in a call held in the browser, while it is under way. */
export type BrowserCallLink = { say: (message: string) => void; hangUp: () => void };

/** How long the person called waited for the AI's lines over the whole call. */
export type CallWaits = { medianMs: number; p90Ms: number };

/** The call as the visitor asked for it: kept after it ends, to show and to place again. */
export type PlacedRequest = {
  /** A phone's number, or the visitor's own browser. */
  channel: "phone" | "browser";
  toNumber: string;
  message: string;
  playCallee: boolean;
};

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
  /** A call held in the browser, while it is under way. */
  browserCall: BrowserCallLink | null;

  /** Opens the socket of call events (the page is shown). */
  connect: () => void;
  /** Closes it (the page is left). */
  disconnect: () => void;
  /** Places the call; `clearForm` empties the form when the ended call's status clears. */
  start: (request: CallRequest, clearForm: () => void) => Promise<void>;
  /**
   * A call held in the browser, where the visitor is the person called, is being started with
   * this instruction; false while another call is under way. `clearForm` empties the
   * instruction when the ended call's status clears.
   */
  talkHere: (message: string, clearForm: () => void) => boolean;
  /** The server readied it: the page holds it through `link`, and follows it as any call. */
  holdBrowserCall: (callSid: string, token: string, link: BrowserCallLink) => void;
  /** It could not be started: the server's reason, or a general one. */
  failToStart: (error: unknown) => void;
  /** Demo mode: a line the visitor says as the person called. */
  sayAsCallee: (message: string) => void;
  /** A call held in the browser: a line of its conversation, new or as it has grown. */
  putLine: (entry: Omit<ConversationEntry, "id">) => void;
  /** A call held in the browser: what became of one of the AI's lines. */
  updateLine: (lineId: number, change: Partial<ConversationEntry>) => void;
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
  browserCall: null,
} satisfies Partial<CallState>;

type StoreSet = (change: (state: CallState) => Partial<CallState>) => void;

/** What the store's actions share with those of a call held in the browser. */
type CallSteps = {
  addEntry: (entry: Omit<ConversationEntry, "id">) => void;
  begin: (request: PlacedRequest, clearForm: () => void) => void;
  follow: (callSid: string, token: string) => void;
  fail: (error: string) => void;
};

/** A call held in the browser: its start, and its lines put and changed by their number. */
function browserCallActions(
  set: StoreSet,
  get: () => CallState,
  { addEntry, begin, follow, fail }: CallSteps,
): Pick<CallState, "talkHere" | "holdBrowserCall" | "failToStart" | "putLine" | "updateLine"> {
  return {
    talkHere(message, clearForm) {
      if (get().calling) return false;
      begin({ channel: "browser", toNumber: "", message, playCallee: false }, clearForm);
      return true;
    },
    holdBrowserCall(callSid, token, link) {
      follow(callSid, token);
      set(() => ({ browserCall: link }));
    },
    failToStart: (error) => fail(refusalText(error, AI_CALL_MESSAGES.errorMakingCall)),
    putLine(entry) {
      const known = get().conversation.some((line) => line.lineId === entry.lineId);
      if (entry.lineId !== undefined && known) get().updateLine(entry.lineId, entry);
      else addEntry(entry);
    },
    updateLine: (lineId, change) =>
      set(({ conversation }) => ({
        conversation: conversation.map((line) =>
          line.lineId === lineId ? { ...line, ...change } : line,
        ),
      })),
  };
}

export const useCallStore = create<CallState>()((set, get) => {
  let socket: CallSocket | null = null;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  // The form of the call under way: emptied when the ended call's status clears.
  let clearCallForm = () => {};
  let entryId = 0;
  const addEntry = (entry: Omit<ConversationEntry, "id">) =>
    set((state) => ({ conversation: [...state.conversation, { ...entry, id: (entryId += 1) }] }));
  const fail = (error: string) => set({ calling: false, statusText: "", error });
  /** A new call under way, as the visitor asked for it. */
  const begin = (request: PlacedRequest, clearForm: () => void) => {
    clearTimeout(clearTimer);
    clearCallForm = clearForm;
    set({
      ...initialState,
      calling: true,
      request,
      playingCallee: request.playCallee,
      statusText: AI_CALL_MESSAGES.initiating,
    });
  };
  /** The call has started: its events come to this page. */
  const follow = (callSid: string, token: string) => {
    set({ statusText: AI_CALL_MESSAGES.initiated, callSid, watchToken: token });
    socket?.watch({ callSid, token });
  };
  /** The call under way, when there is one this page may end. */
  const ownCall = () => {
    const { calling, callSid, watchToken } = get();
    return calling && callSid && watchToken ? { callSid, token: watchToken } : null;
  };

  return {
    ...initialState,
    ...browserCallActions(set, get, { addEntry, begin, follow, fail }),
    connect() {
      socket ??= openCallSocket((event) => get().receive(event));
    },
    disconnect() {
      socket?.close();
      socket = null;
    },

    async start(request, clearForm) {
      if (get().calling) return;
      begin(
        {
          channel: "phone",
          toNumber: request.to_number,
          message: request.message,
          playCallee: request.play_callee,
        },
        clearForm,
      );
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
      follow(callSid, token);
      addEntry({ speaker: AI_SPEAKER, message: aiText, timestamp: new Date().toISOString() });
    },

    sayAsCallee(message) {
      const browserCall = get().browserCall;
      if (browserCall) browserCall.say(message);
      else socket?.sayAsCallee(message);
    },

    receive(event) {
      if (event.call_sid !== undefined && event.call_sid !== get().callSid) return;
      if (!("type" in event)) {
        // A call held in the browser has its lines from its own socket, as they are spoken.
        if (get().request?.channel === "browser") return;
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
      // A call held in the browser ends over its own socket.
      const browserCall = get().browserCall;
      if (browserCall) return browserCall.hangUp();
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
      const browserCall = get().browserCall;
      if (browserCall) return browserCall.hangUp();
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
