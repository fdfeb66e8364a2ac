export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** What the answer is for; real models ignore it, the scripted one answers by it. */
  purpose: "opening" | "reply" | "voicemail" | "summary";
  signal?: AbortSignal;
}

/** An AI that writes the caller's words; the reply is yielded as it is generated. */
export interface ChatModel {
  /** True for the scripted stand-in, so the site can say that no real AI answers. */
  readonly simulated: boolean;
  stream(request: ChatRequest): AsyncIterable<string>;
}
