import type { SpokenLine } from "./call-script";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  /** The prompt a real model reads; it already carries the instruction and the conversation. */
  messages: ChatMessage[];
  /** What the answer is for; real models ignore it, the scripted one answers by it. */
  purpose: "opening" | "reply" | "voicemail" | "summary";
  /** The visitor's instruction for the call, as they typed it. */
  instruction: string;
  /** The call's lines the prompt carries, the AI's opening first; empty for an opening or voicemail. */
  transcript: SpokenLine[];
  signal?: AbortSignal;
}

/** An AI that writes the caller's words; the reply is yielded as it is generated. */
export interface ChatModel {
  /** True for the scripted stand-in, so the site can say that no real AI answers. */
  readonly simulated: boolean;
  stream(request: ChatRequest): AsyncIterable<string>;
}

/** A reply cut off by its token limit before any text: the limit went on hidden reasoning. */
export class ReplyLimitSpentError extends Error {
  constructor(
    readonly model: string,
    readonly limit: number,
    readonly reasoningTokens: number | undefined,
  ) {
    super(
      `${model} spent its whole reply limit of ${limit} tokens before writing any text (reasoning tokens: ${reasoningTokens ?? "not reported"}): ` +
        "for a reasoning model set LLM_REASONING_EFFORT (low suits calls), which also leaves room for the reasoning",
    );
    this.name = "ReplyLimitSpentError";
  }
}
