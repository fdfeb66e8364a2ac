import { createServer, type ServerResponse } from "node:http";

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

export interface FakeModerations {
  /** Use as IMAGE_MODERATION_URL. */
  url: string;
  /** The key the server accepts as `Authorization: Bearer <key>`. */
  apiKey: string;
  requests: { model?: string; input?: unknown }[];
  /** The categories a text falls in; by default none. */
  categorize: (text: string) => ModerationCategory[];
  /** Answer every request with this status and OpenAI's error body for it (e.g. 429, 500). */
  failWith?: number;
  close(): Promise<void>;
}

function sendError(response: ServerResponse, status: number, error: Record<string, unknown>) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ error: { param: null, code: null, ...error } }));
}

const SERVICE_ERRORS: Record<number, Record<string, unknown>> = {
  429: {
    message: "Rate limit reached for requests",
    type: "requests",
    code: "rate_limit_exceeded",
  },
  500: { message: "The server had an error while processing your request.", type: "server_error" },
};

export async function startFakeModerations(): Promise<FakeModerations> {
  const fake: Omit<FakeModerations, "url" | "close"> = {
    apiKey: "sk-test-moderation",
    requests: [],
    categorize: () => [],
  };
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/moderations") {
      sendError(response, 404, {
        message: `Invalid URL (${request.method} ${request.url})`,
        type: "invalid_request_error",
      });
      return;
    }
    if (request.headers.authorization !== `Bearer ${fake.apiKey}`) {
      sendError(response, 401, {
        message: "Incorrect API key provided.",
        type: "invalid_request_error",
        code: "invalid_api_key",
      });
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      model?: string;
      input?: unknown;
    };
    if (fake.failWith) {
      sendError(response, fake.failWith, SERVICE_ERRORS[fake.failWith] ?? { type: "server_error" });
      return;
    }
    if (body.model !== undefined && !MODELS.includes(body.model)) {
      sendError(response, 404, {
        message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
        type: "invalid_request_error",
        code: "model_not_found",
      });
      return;
    }
    const texts = typeof body.input === "string" ? [body.input] : body.input;
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === "string")) {
      sendError(response, 400, {
        message: "Missing required parameter: 'input'.",
        type: "invalid_request_error",
        param: "input",
        code: "missing_required_parameter",
      });
      return;
    }
    fake.requests.push(body);
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
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({
        id: "modr-0001",
        model:
          body.model === "text-moderation-latest"
            ? "text-moderation-007"
            : "omni-moderation-2024-09-26",
        results,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
