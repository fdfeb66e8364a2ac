import { readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { RuntimeConfig } from "#contract/runtime-config";
import { RUNTIME_CONFIG_ELEMENT_ID } from "#contract/runtime-config-rules";
import { isApiPath, requestPath } from "./api-key";
import { httpError, notFound } from "./errors";

const RUNTIME_CONFIG_PLACEHOLDER = "<!--runtime-config-->";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";

/** Replaces the placeholder with a JSON data block: not executed, so the strict CSP allows it. */
function injectRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  // Escaping "<" keeps any value from closing the script element early.
  const json = JSON.stringify(runtimeConfig).replaceAll("<", "\\u003c");
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => block);
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
 * config) revalidated on every visit, and page navigations to unknown paths answered with it.
 */
export const spa = fp<{
  staticDir: string;
  builtIndexHtml: string | undefined;
  runtimeConfig: RuntimeConfig;
}>(
  async (app, { staticDir, builtIndexHtml, runtimeConfig }) => {
    if (builtIndexHtml !== undefined && !builtIndexHtml.includes(RUNTIME_CONFIG_PLACEHOLDER)) {
      app.log.warn(
        `index.html has no ${RUNTIME_CONFIG_PLACEHOLDER}; the app will use same-origin defaults`,
      );
    }
    const indexHtml =
      builtIndexHtml === undefined ? undefined : injectRuntimeConfig(builtIndexHtml, runtimeConfig);

    const sendIndex = (reply: FastifyReply) =>
      indexHtml === undefined
        ? reply.send(httpError(503, "The site has not been built; run npm run build"))
        : reply
            .header("cache-control", "no-cache")
            .type("text/html; charset=utf-8")
            .send(indexHtml);

    app.get("/", (_request, reply) => sendIndex(reply));
    app.get("/index.html", (_request, reply) => sendIndex(reply));

    const assetsDir = join(staticDir, "assets") + sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      dotfiles: "ignore",
      cacheControl: false,
      decorateReply: false,
      setHeaders: (reply, path) => {
        // Vite puts a content hash in every file name under assets/, so they never change.
        reply.header("cache-control", path.startsWith(assetsDir) ? IMMUTABLE : SHORT_LIVED);
      },
    });

    // Routing is hash based, so a deep link like /about must still open the site.
    app.setNotFoundHandler((request, reply) => {
      const path = requestPath(request.url);
      const isPageNavigation =
        (request.method === "GET" || request.method === "HEAD") &&
        !isApiPath(path) &&
        (request.headers.accept ?? "").includes("text/html");
      if (isPageNavigation) return sendIndex(reply);
      notFound();
    });
  },
  { name: "spa" },
);
