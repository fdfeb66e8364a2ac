import OpenAI from "openai";
import type { ChatModel, ChatRequest } from "./chat-model";

export interface OpenAiChatOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** The reply-length field the server knows; OpenAI's reasoning models refuse `max_tokens`. */
  tokenLimitField: "max_completion_tokens" | "max_tokens";
  /** Left out when undefined, so the model's default applies. */
  temperature?: number;
}

/** Any OpenAI-compatible chat-completions endpoint, streamed. */
export function createOpenAiChatModel(options: OpenAiChatOptions): ChatModel {
  const { baseURL, apiKey, model, tokenLimitField, temperature } = options;
  // A caller is waiting on the line: the conversation falls back to a spoken apology instead of retrying.
  const client = new OpenAI({ baseURL, apiKey, maxRetries: 0 });
  return {
    simulated: false,
    // The instruction and the transcript reach the model in `messages`, where the prompt put them.
    async *stream({ messages, purpose, signal }: ChatRequest) {
      const limit = purpose === "summary" ? 200 : 120;
      const stream = await client.chat.completions.create(
        {
          model,
          messages,
          stream: true,
          ...(temperature === undefined ? {} : { temperature }),
          ...(tokenLimitField === "max_tokens"
            ? { max_tokens: limit }
            : { max_completion_tokens: limit }),
        },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
