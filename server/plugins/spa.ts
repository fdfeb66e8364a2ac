import { readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { RuntimeConfig } from "#contract/runtime-config";
import { RUNTIME_CONFIG_ELEMENT_ID } from "#contract/runtime-config-rules";
import { isApiPath, requestPath } from "../http/request-path";
import { notFound } from "../http/error-answer";
import { Refusal } from "../refusal";

const RUNTIME_CONFIG_PLACEHOLDER = "<!--runtime-config-->";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";

/** Replaces the placeholder with a JSON data block: not executed, so the strict CSP allows it. */
function injectRuntimeConfig(html: string, runtimeConfigJson: string): string {
  // Escaping "<" keeps any value from closing the script element early.
  const json = runtimeConfigJson.replaceAll("<", "\\u003c");
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => block);
}

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/**
 * index.html as sent: the same for every visitor of this process, so it is compressed once, at
 * the strongest settings, rather than on every visit (about 3 ms of CPU each for its 400 KB).
 */
function encodedPage(html: string): { identity: string } & Record<Encoding, Buffer> {
  return {
    identity: html,
    br: brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The built index.html, read once at start-up; undefined while the site is not built. */
export async function readIndexHtml(
  staticDir: string,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  try {
    return await readFile(join(staticDir, "index.html"), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    log.warn({ staticDir }, "No index.html in STATIC_DIR; run npm run build");
    return undefined;
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html (read once, with the runtime
 * config) revalidated on every visit, and page navigations to unknown paths answered with it. The
 * runtime config can change while the server runs (the image models on offer); the page is
 * encoded again only when it does.
 */
export const spa = fp<{
  staticDir: string;
  builtIndexHtml: string | undefined;
  runtimeConfig: () => RuntimeConfig;
}>(
  async (app, { staticDir, builtIndexHtml, runtimeConfig }) => {
    if (builtIndexHtml !== undefined && !builtIndexHtml.includes(RUNTIME_CONFIG_PLACEHOLDER)) {
      app.log.warn(
        `index.html has no ${RUNTIME_CONFIG_PLACEHOLDER}; the app will use same-origin defaults`,
      );
    }
    // A few microseconds to write the small config out on each visit; compressing the page again
    // (tens of milliseconds) only when it changed.
    let encodedFor = "";
    let encoded: ReturnType<typeof encodedPage> | undefined;
    const currentPage = () => {
      if (builtIndexHtml === undefined) return undefined;
      const json = JSON.stringify(runtimeConfig());
      if (encoded === undefined || json !== encodedFor) {
        encoded = encodedPage(injectRuntimeConfig(builtIndexHtml, json));
        encodedFor = json;
      }
      return encoded;
    };
    // Encoded as the server starts, so the first visitor does not wait for it.
    currentPage();

    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      const page = currentPage();
      if (page === undefined) {
        return reply.send(
          new Refusal("unavailable", "The site has not been built; run npm run build"),
        );
      }
      reply
        .header("cache-control", "no-cache")
        .header("vary", "accept-encoding")
        .type("text/html; charset=utf-8");
      const encoding = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS);
      if (encoding === null) return reply.send(page.identity);
      // Compression's own hook leaves an answer that already names its encoding as it is.
      return reply.header("content-encoding", encoding).send(page[encoding]);
    };

    app.get("/", sendIndex);
    app.get("/index.html", sendIndex);

    // Vite puts a content hash in every file name under assets/, and the voice detector's files
    // sit under /voice/<hash of their content>/: none of them ever changes.
    const versionedDirs = ["assets", "voice"].map((dir) => join(staticDir, dir) + sep);
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      dotfiles: "ignore",
      cacheControl: false,
      decorateReply: false,
      // The build writes .br and .gz beside each text file and the voice detector's binaries; sent
      // as they are, where asked for.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const versioned = versionedDirs.some((dir) => path.startsWith(dir));
        reply.header("cache-control", versioned ? IMMUTABLE : SHORT_LIVED);
      },
    });

    // Routing is hash based, so a deep link like /about must still open the site.
    app.setNotFoundHandler((request, reply) => {
      const path = requestPath(request.url);
      const isPageNavigation =
        (request.method === "GET" || request.method === "HEAD") &&
        !isApiPath(path) &&
        (request.headers.accept ?? "").includes("text/html");
      if (isPageNavigation) return sendIndex(request, reply);
      notFound();
    });
  },
  { name: "spa" },
);
