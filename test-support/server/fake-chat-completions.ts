import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  reasoning_effort?: string;
  stream_options?: { include_usage?: boolean };
}

export interface ChatAnswer {
  text: string;
  /** Wait before the first chunk, to play a slow model. */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error instead. */
  failWith?: number;
}

export interface FakeChatCompletions {
  /** Use as LLM_BASE_URL. */
  url: string;
  requests: ChatCompletionRequest[];
  /** Decides each answer; the default echoes the last user message. */
  answer: (request: ChatCompletionRequest) => ChatAnswer;
  /** The models `GET /v1/models/{model}` knows; null knows every one. */
  models: Set<string> | null;
  /**
   * Hidden reasoning each answer spends of its token limit before any text, as a reasoning model
   * does (platform.openai.com/docs/guides/reasoning): a limit it uses up ends the answer with no
   * text and `finish_reason: "length"`. 0, the default, plays a model that does not reason.
   */
  reasoningTokens: number;
  close(): Promise<void>;
}

/** OpenAI's reasoning models: the o-series and GPT-5 and later. */
const REASONING_MODEL = /^(o\d|gpt-[5-9])/;

/**
 * What OpenAI answers a reasoning model's request that uses a parameter those models refuse:
 * the deprecated `max_tokens`, or a temperature other than the default 1. Bodies as the API
 * sends them (OpenAI's chat-completions reference and its reasoning-models guide).
 */
function reasoningModelRefusal(body: ChatCompletionRequest): object | null {
  if (!REASONING_MODEL.test(body.model)) return null;
  if (body.max_tokens !== undefined) {
    return {
      message:
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      type: "invalid_request_error",
      param: "max_tokens",
      code: "unsupported_parameter",
    };
  }
  if (body.temperature !== undefined && body.temperature !== 1) {
    return {
      message: `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
      type: "invalid_request_error",
      param: "temperature",
      code: "unsupported_value",
    };
  }
  return null;
}

async function readJson(request: IncomingMessage): Promise<ChatCompletionRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString()) as ChatCompletionRequest;
}

/**
 * OpenAI's `GET /v1/models/{model}`: the model object, or the 404 it answers for a model it has
 * not (platform.openai.com/docs/api-reference/models/retrieve).
 */
function retrieveModel(model: string, models: Set<string> | null, response: ServerResponse) {
  const known = models === null || models.has(model);
  response.writeHead(known ? 200 : 404, { "Content-Type": "application/json" });
  response.end(
    JSON.stringify(
      known
        ? { id: model, object: "model", created: 1_700_000_000, owned_by: "system" }
        : {
            error: {
              message: `The model '${model}' does not exist`,
              type: "invalid_request_error",
              param: "model",
              code: "model_not_found",
            },
          },
    ),
  );
}

/** A local OpenAI-compatible chat-completions server that streams its answers as SSE chunks. */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const fake: Omit<FakeChatCompletions, "url" | "close"> = {
    requests: [],
    models: null,
    reasoningTokens: 0,
    answer: (request) => ({ text: `You said: ${request.messages.at(-1)?.content ?? ""}` }),
  };
  const sockets = new Set<Socket>();
  const server = createServer(async (request, response) => {
    const model = /^\/v1\/models\/([^/?]+)$/.exec(request.url ?? "")?.[1];
    if (request.method === "GET" && model !== undefined) {
      return retrieveModel(decodeURIComponent(model), fake.models, response);
    }
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    fake.requests.push(body);
    const refusal = reasoningModelRefusal(body);
    if (refusal) {
      response.writeHead(400, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: refusal }));
      return;
    }
    const { text, delayMs = 0, failWith } = fake.answer(body);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    if (failWith) {
      response.writeHead(failWith, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }),
      );
      return;
    }
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    const event = (fields: object) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion.chunk",
        created: 1_700_000_000,
        model: body.model,
        ...fields,
      })}\n\n`;
    const chunk = (delta: object, finish: string | null) =>
      event({ choices: [{ index: 0, delta, finish_reason: finish }] });
    const limit = body.max_completion_tokens ?? body.max_tokens ?? Infinity;
    const reasoning = Math.min(fake.reasoningTokens, limit);
    const pieces = reasoning < limit ? (text.match(/\S+\s*/g) ?? []) : [];
    response.write(": keep-alive\n\n");
    response.write(chunk({ role: "assistant", content: "" }, null));
    for (const piece of pieces) response.write(chunk({ content: piece }, null));
    response.write(chunk({}, reasoning < limit ? "stop" : "length"));
    // The usage chunk, asked for with `stream_options.include_usage`, has no choices.
    if (body.stream_options?.include_usage) {
      const completion = reasoning + pieces.length;
      response.write(
        event({
          choices: [],
          usage: {
            prompt_tokens: 1,
            completion_tokens: completion,
            total_tokens: completion + 1,
            completion_tokens_details: { reasoning_tokens: reasoning },
          },
        }),
      );
    }
    response.end("data: [DONE]\n\n");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
