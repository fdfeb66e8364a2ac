import OpenAI from "openai";
import type { ChatModel, ChatRequest } from "./chat-model";

export interface OpenAiChatOptions {
  baseURL: string;
  apiKey: string;
  model: string;
}

/** Any OpenAI-compatible chat-completions endpoint, streamed. */
export function createOpenAiChatModel({ baseURL, apiKey, model }: OpenAiChatOptions): ChatModel {
  // A caller is waiting on the line: the conversation falls back to a spoken apology instead of retrying.
  const client = new OpenAI({ baseURL, apiKey, maxRetries: 0 });
  return {
    simulated: false,
    async *stream({ messages, purpose, signal }: ChatRequest) {
      const stream = await client.chat.completions.create(
        {
          model,
          messages,
          stream: true,
          temperature: 0.6,
          max_tokens: purpose === "summary" ? 200 : 120,
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
