import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { encodePng } from "../../server/providers/image/png";

// The HTTP server under the image back ends' stand-ins, and pictures for them to answer.

export interface FakeServer {
  url: string;
  /**
   * Every request seen, as `METHOD /path`, with its parsed JSON body when it had one; reads of the
   * model catalogue, which the site makes on its own schedule, are only counted.
   */
  requests: { route: string; body: unknown; headers: IncomingMessage["headers"] }[];
  /** How many times the model catalogue was read. */
  catalogueReads: number;
  close(): Promise<void>;
}

/** A real 2×2 PNG, so answers decode as images. */
export const TINY_PNG = encodePng(2, 2, new Uint8Array(12).fill(200));

/** The same picture in another format, as a back end configured for it encodes it. */
export function tinyImage(format: "png" | "jpg" | "webp"): Promise<Buffer> {
  if (format === "png") return Promise.resolve(TINY_PNG);
  return format === "jpg" ? sharp(TINY_PNG).jpeg().toBuffer() : sharp(TINY_PNG).webp().toBuffer();
}

type Handler = (
  request: IncomingMessage & { route: string; json: unknown },
  response: ServerResponse,
) => void | Promise<void>;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

/** The routes of the back ends' model catalogues (the Hub's model API for Hugging Face). */
const CATALOGUE_ROUTES =
  /^GET (\/sdapi\/v1\/sd-models|.*\/object_info\/CheckpointLoaderSimple|.*\/v1\/models|\/api\/models\/.+)$/;

export async function listen(
  handler: Handler,
  attach?: (server: Server) => void,
): Promise<FakeServer & { server: Server }> {
  const requests: FakeServer["requests"] = [];
  const fake = { catalogueReads: 0 };
  const server = createServer(async (request, response) => {
    const json = await readJson(request);
    const route = `${request.method} ${request.url?.split("?")[0]}`;
    if (CATALOGUE_ROUTES.test(route)) fake.catalogueReads += 1;
    else requests.push({ route, body: json, headers: request.headers });
    try {
      await handler(Object.assign(request, { route, json }), response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    }
  });
  attach?.(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
