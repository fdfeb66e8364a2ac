import type { FastifyBaseLogger } from "fastify";
import { ReplyLimitSpentError, type ChatModel } from "../../../providers/llm/chat-model";
import { END_MARKER } from "../../../providers/llm/call-script";
import type { AnswerStream } from "../../../providers/telephony/telephony";
import type { ModelRequest } from "./prompts";

/**
 * Passes streamed text through while holding back anything that could be the start of the end
 * marker, so the marker is never spoken even when it arrives split across tokens.
 */
class EndMarkerFilter {
  private held = "";
  ended = false;

  push(token: string): string {
    if (this.ended) return "";
    const text = this.held + token;
    const at = text.indexOf(END_MARKER);
    if (at !== -1) {
      this.ended = true;
      this.held = "";
      return text.slice(0, at);
    }
    let keep = 0;
    for (let length = Math.min(END_MARKER.length - 1, text.length); length > 0; length -= 1) {
      if (END_MARKER.startsWith(text.slice(-length))) {
        keep = length;
        break;
      }
    }
    this.held = text.slice(text.length - keep);
    return text.slice(0, text.length - keep);
  }

  /** What was held back at the end of the reply (it was not the marker after all). */
  flush(): string {
    const rest = this.held;
    this.held = "";
    return rest;
  }
}

/**
 * Chat models already reported as spending their reply limit on reasoning: a setting to fix, said
 * once for each (a process builds one, for its LLM_MODEL), while each turn's failure stays a warning.
 */
const reportedLimitSpent = new WeakSet<ChatModel>();

function logFailure(chat: ChatModel, log: FastifyBaseLogger, error: unknown, purpose: string) {
  if (error instanceof ReplyLimitSpentError && !reportedLimitSpent.has(chat)) {
    reportedLimitSpent.add(chat);
    log.error({ err: error, purpose }, "The AI's reply limit is spent on reasoning");
    return;
  }
  log.warn({ err: error, purpose }, "The AI did not answer");
}

export interface ModelAnswerDeps {
  chat: ChatModel;
  /** How long the model may take to start; it gets twice this to finish. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface ModelAnswerRequest extends ModelRequest {
  /** Said instead when the model is late, fails or writes nothing. */
  fallback: string;
}

/**
 * Writes the model's answer, streaming the visible part to `stream.onToken`. A model that does not
 * start within the timeout, or fails, is replaced by the fallback so the line is never silent.
 * `end` tells whether the model asked to end the call.
 */
export async function writeModelAnswer(
  { chat, timeoutMs, log }: ModelAnswerDeps,
  { fallback, ...request }: ModelAnswerRequest,
  stream: AnswerStream = {},
): Promise<{ text: string; end: boolean }> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  stream.signal?.addEventListener("abort", abort, { once: true });
  const firstTokenTimer = setTimeout(abort, timeoutMs);
  // A model that starts but never finishes is cut off too, well within the 15 s Twilio gives a
  // webhook.
  const totalTimer = setTimeout(abort, timeoutMs * 2);
  const filter = new EndMarkerFilter();
  let text = "";
  const emit = (visible: string) => {
    if (!visible) return;
    text += visible;
    stream.onToken?.(visible);
  };
  try {
    for await (const token of chat.stream({ ...request, signal: controller.signal })) {
      clearTimeout(firstTokenTimer);
      emit(filter.push(token));
      if (filter.ended) break;
    }
    emit(filter.flush());
  } catch (error) {
    if (!stream.signal?.aborted) logFailure(chat, log, error, request.purpose);
  } finally {
    clearTimeout(firstTokenTimer);
    clearTimeout(totalTimer);
    stream.signal?.removeEventListener("abort", abort);
  }
  // An interrupted reply is kept as far as it was spoken; an empty one gets the fallback.
  if (text.trim() === "" && !stream.signal?.aborted) {
    text = "";
    emit(fallback);
  }
  return { text: text.trim(), end: filter.ended };
}
