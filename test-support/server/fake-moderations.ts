import type { ServerResponse } from "node:http";
import { listen, sendJson, type FakeServer } from "./fake-http-server";

// A local stand-in for OpenAI's POST /v1/moderations, as openai-node's src/resources/moderations.ts
// types it: {model, input} in, {id, model, results: [{flagged, categories, category_scores,
// category_applied_input_types}]} out, one result per input string. Errors carry OpenAI's
// {error: {message, type, param, code}} object, which openai-node's APIError reads.

const CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/instructions",
  "self-harm/intent",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;

export type ModerationCategory = (typeof CATEGORIES)[number];

const MODELS = [
  "omni-moderation-latest",
  "omni-moderation-2024-09-26",
  "text-moderation-latest",
  "text-moderation-stable",
];

export interface FakeModerations extends FakeServer {
  /** The key the server accepts as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The categories a text falls in; by default none. */
  categorize: (text: string) => ModerationCategory[];
  /** Answer every request with this status and OpenAI's error body for it (e.g. 429, 500). */
  failWith?: number;
}

function sendError(response: ServerResponse, status: number, error: Record<string, unknown>) {
  sendJson(response, status, { error: { param: null, code: null, ...error } });
}

const SERVICE_ERRORS: Record<number, Record<string, unknown>> = {
  429: {
    message: "Rate limit reached for requests",
    type: "requests",
    code: "rate_limit_exceeded",
  },
  500: { message: "The server had an error while processing your request.", type: "server_error" },
};

/** The stand-in; its `url` ends in `/v1`, as IMAGE_MODERATION_URL does. */
export async function startFakeModerations(): Promise<FakeModerations> {
  const settings = {
    apiKey: "sk-test-moderation",
    categorize: (_text: string): ModerationCategory[] => [],
    failWith: undefined as number | undefined,
  };
  const server = await listen((request, response) => {
    if (request.route !== "POST /v1/moderations") {
      return sendError(response, 404, {
        message: `Invalid URL (${request.route})`,
        type: "invalid_request_error",
      });
    }
    if (request.headers.authorization !== `Bearer ${fake.apiKey}`) {
      return sendError(response, 401, {
        message: "Incorrect API key provided.",
        type: "invalid_request_error",
        code: "invalid_api_key",
      });
    }
    const body = (request.json ?? {}) as { model?: string; input?: unknown };
    if (fake.failWith) {
      return sendError(
        response,
        fake.failWith,
        SERVICE_ERRORS[fake.failWith] ?? { type: "server_error" },
      );
    }
    if (body.model !== undefined && !MODELS.includes(body.model)) {
      return sendError(response, 404, {
        message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
        type: "invalid_request_error",
        code: "model_not_found",
      });
    }
    const texts = typeof body.input === "string" ? [body.input] : body.input;
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === "string")) {
      return sendError(response, 400, {
        message: "Missing required parameter: 'input'.",
        type: "invalid_request_error",
        param: "input",
        code: "missing_required_parameter",
      });
    }
    const results = texts.map((text) => {
      const found = new Set(fake.categorize(text));
      const entries = <T>(value: (category: ModerationCategory) => T) =>
        Object.fromEntries(CATEGORIES.map((category) => [category, value(category)]));
      return {
        flagged: found.size > 0,
        categories: entries((category) => found.has(category)),
        category_scores: entries((category) => (found.has(category) ? 0.93 : 0.0004)),
        category_applied_input_types: entries(() => ["text"]),
      };
    });
    sendJson(response, 200, {
      id: "modr-0001",
      model:
        body.model === "text-moderation-latest"
          ? "text-moderation-007"
          : "omni-moderation-2024-09-26",
      results,
    });
  });
  const fake: FakeModerations = Object.assign(server, settings, { url: `${server.url}/v1` });
  return fake;
}
