import OpenAI from "openai";
import { ReplyLimitSpentError, type ChatModel, type ChatRequest } from "./chat-model";

type ReasoningEffort = "minimal" | "low" | "medium" | "high";

export interface OpenAiChatOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** The reply-length field the server knows; OpenAI's reasoning models refuse `max_tokens`. */
  tokenLimitField: "max_completion_tokens" | "max_tokens";
  /** Left out when undefined, so the model's default applies. */
  temperature?: number;
  /** Sent only when set: only reasoning models know it. */
  reasoningEffort?: ReasoningEffort;
}

/**
 * Room added to the reply limit for a reasoning model's hidden reasoning, which the limit counts
 * too (platform.openai.com/docs/guides/reasoning); a cap, not a target, sized to each effort.
 */
export const REASONING_ALLOWANCE: Record<ReasoningEffort, number> = {
  minimal: 512,
  low: 2048,
  medium: 4096,
  high: 8192,
};

/** Any OpenAI-compatible chat-completions endpoint, streamed. */
export function createOpenAiChatModel(options: OpenAiChatOptions): ChatModel {
  const { baseURL, apiKey, model, tokenLimitField, temperature, reasoningEffort } = options;
  // A caller is waiting on the line: the conversation falls back to a spoken apology instead of retrying.
  const client = new OpenAI({ baseURL, apiKey, maxRetries: 0 });
  return {
    simulated: false,
    // The instruction and the transcript reach the model in `messages`, where the prompt put them.
    async *stream({ messages, purpose, signal }: ChatRequest) {
      const replyTokens = purpose === "summary" ? 200 : 120;
      const limit = replyTokens + (reasoningEffort ? REASONING_ALLOWANCE[reasoningEffort] : 0);
      const stream = await client.chat.completions.create(
        {
          model,
          messages,
          stream: true,
          ...(temperature === undefined ? {} : { temperature }),
          ...(tokenLimitField === "max_tokens"
            ? { max_tokens: limit }
            : { max_completion_tokens: limit }),
          // Reasoning models report the tokens they reasoned with in the usage chunk.
          ...(reasoningEffort
            ? { reasoning_effort: reasoningEffort, stream_options: { include_usage: true } }
            : {}),
        },
        { signal },
      );
      let wrote = false;
      let finish: string | null = null;
      let reasoningTokens: number | undefined;
      for await (const chunk of stream) {
        reasoningTokens ??= chunk.usage?.completion_tokens_details?.reasoning_tokens;
        const choice = chunk.choices[0];
        finish = choice?.finish_reason ?? finish;
        const text = choice?.delta?.content;
        if (text) {
          wrote = true;
          yield text;
        }
      }
      if (!wrote && finish === "length") {
        throw new ReplyLimitSpentError(model, limit, reasoningTokens);
      }
    },
  };
}
