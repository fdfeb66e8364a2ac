import OpenAI from "openai";
import { ReplyLimitSpentError } from "../../providers/llm/chat-model";
import { createChatModel, llmChoice } from "../../providers/select-call-providers";
import { errorText, type Check, type CheckFinding } from "./check";

/** An OpenAI-style error as a failed part, with the setting that most likely explains it. */
function chatFailure(error: unknown, model: string): CheckFinding {
  if (error instanceof ReplyLimitSpentError) {
    return {
      status: "failed",
      detail: errorText(error),
      fix: "set LLM_REASONING_EFFORT (low suits calls) for this reasoning model",
    };
  }
  const status = (error as { status?: number }).status;
  const fixes: Record<number, string> = {
    401: "check LLM_API_KEY",
    403: `check that LLM_API_KEY may use ${model}`,
    404: `set LLM_MODEL to a model the server at LLM_BASE_URL serves (it has no "${model}")`,
  };
  return {
    status: "failed",
    detail: errorText(error),
    fix:
      (status !== undefined ? fixes[status] : undefined) ??
      (status === 400
        ? "check LLM_TOKEN_LIMIT_FIELD and LLM_TEMPERATURE against what the model accepts"
        : "check LLM_BASE_URL (the API's address, /v1 included) and that the server runs"),
  };
}

/**
 * The model exists, and one tiny request sent as calls send it (model, token-limit field,
 * temperature) comes back with text; its latency is what a caller would wait.
 */
export const checkChatModel: Check = async (config, deps) => {
  const choice = llmChoice(config);
  if (choice !== "real") {
    return {
      status: "not configured",
      detail:
        choice === "simulator"
          ? "LLM_BASE_URL unset: calls use the scripted demo AI"
          : "LLM_BASE_URL unset and CALL_DEMO_MODE off: the call page refuses calls",
    };
  }
  const client = new OpenAI({
    baseURL: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    maxRetries: 0,
    timeout: deps.timeoutMs,
  });
  try {
    await client.models.retrieve(config.LLM_MODEL);
    const started = performance.now();
    let text = "";
    const messages = [{ role: "user" as const, content: "Say OK." }];
    for await (const piece of createChatModel(config).stream({
      messages,
      purpose: "reply",
      instruction: "",
      transcript: [],
      signal: AbortSignal.timeout(deps.timeoutMs),
    })) {
      text += piece;
    }
    const latency = Math.round(performance.now() - started);
    if (!text.trim()) {
      return {
        status: "failed",
        detail: `${config.LLM_MODEL} answered no text`,
        fix: "check LLM_MODEL is a chat model",
      };
    }
    if (latency > config.LLM_TIMEOUT_MS) {
      return {
        status: "warning",
        detail: `${config.LLM_MODEL} answered in ${latency} ms, past LLM_TIMEOUT_MS (${config.LLM_TIMEOUT_MS} ms): callers would hear the apology`,
        fix: "use a faster model or server, or raise LLM_TIMEOUT_MS",
      };
    }
    return { status: "ok", detail: `${config.LLM_MODEL} answered in ${latency} ms` };
  } catch (error) {
    return chatFailure(error, config.LLM_MODEL);
  }
};
