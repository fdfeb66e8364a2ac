/** What the page says about a call held in the browser. */
export const WEB_CALL_TEXTS = {
  talkHere: "Talk here",
  /** Beside the way to call a phone: the other way, in the page. */
  talkHereHint:
    "Or talk with the AI yourself, in this page, as the person it calls: no phone and no code, only your microphone.",
  audioNotStored: "Your voice is turned into text for the call and never stored.",
  where: "In your browser",
  listening: "Listening…",
  agentSpeaking: "The AI is speaking",
  /** Who speaks the AI's lines. */
  voiceOfService: "Voice: the studio's speech service",
  voiceOfBrowser: "Voice: your browser's voice (a demo, not the studio's speech service)",
  noVoice: "The AI's lines are shown as text: this browser has no voice for them.",
  /** How the visitor answers. */
  hearingByMicrophone: "Speak to answer; the AI stops when you speak over it.",
  hearingByBrowser: "Speak to answer: your browser's own speech recognition hears you (a demo).",
  microphoneRefused:
    "Your microphone could not be used (it was refused or there is none): type your replies below instead.",
  microphoneStarting: "Starting your microphone…",
  typing: "Type your replies below.",
  cut: "cut off",
  cutLabel: "You spoke over this line: it ends where you did.",
  latencyLabel: "Where the wait for this line went, from the end of your words",
  latencyHeading: "Where the time went",
} as const;

/** The steps of an AI line's wait, in order, as the transcript and the summary name them. */
export const LATENCY_STEPS = [
  { key: "transcript", label: "words heard" },
  { key: "firstToken", label: "first word written" },
  { key: "firstAudio", label: "first audio" },
  { key: "firstSound", label: "first sound" },
] as const;
