import { readFileSync } from "node:fs";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vitest/config";

/**
 * Hash routing means the server answers every page with the same index.html, so the browser
 * would only learn which page chunk it needs after the entry script has run. This plugin writes
 * a small inline script into index.html that reads the hash and preloads that page's chunks at
 * once, in parallel with the entry. The server allows the script by its hash in the CSP.
 */
export function routePreloads(routesModule: string): Plugin {
  let base = "/";
  return {
    name: "route-preloads",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const routesId = [...this.getModuleIds()].find((id) => id.endsWith(routesModule));
        if (!routesId) return this.error(`${routesModule} is not part of the build`);
        const { pages, redirects } = readRouteTable(readFileSync(routesId, "utf8"));

        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === "chunk",
        );
        const loadedByEntry = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => staticGraph(chunk, bundle)),
        );
        const preloads: Record<string, string[]> = {};
        for (const { path, specifier } of pages) {
          const pageId = (await this.resolve(specifier, routesId))?.id;
          const page = chunks.find((chunk) => pageId && chunk.facadeModuleId === pageId);
          if (!page) return this.error(`No chunk was written for the page of ${path}`);
          preloads[path] = staticGraph(page, bundle)
            .filter((fileName) => !loadedByEntry.has(fileName))
            .map((fileName) => base + fileName);
        }
        for (const { from, to } of redirects) {
          const target = preloads[to];
          if (!target) return this.error(`The redirect ${from} points to no route`);
          preloads[from] = target;
        }

        const html = bundle["index.html"];
        if (html?.type !== "asset" || typeof html.source !== "string") {
          return this.error("index.html was not emitted as text");
        }
        // Before the stylesheet: an inline script waits for stylesheets above it.
        html.source = html.source.replace(
          /<meta charset="[^"]*"\s*\/?>/i,
          (charset) => `${charset}\n    <script>${preloadScript(preloads)}</script>`,
        );
      },
    },
  };
}

/** Each route's path with the module its `load` imports, and the redirects, from routes.ts. */
function readRouteTable(source: string) {
  const pages = [...source.matchAll(/path: "([^"]+)",[^]*?import\("([^"]+)"\)/g)].map(
    ([, path = "", specifier = ""]) => ({ path, specifier }),
  );
  const redirects = [...source.matchAll(/\{ from: "([^"]+)", to: "([^"]+)" \}/g)].map(
    ([, from = "", to = ""]) => ({ from, to }),
  );
  const declared = source.match(/path: "/g)?.length ?? 0;
  if (pages.length === 0 || pages.length !== declared) {
    throw new Error(
      `Every route in routes.ts needs one import(); read ${pages.length}/${declared}`,
    );
  }
  return { pages, redirects };
}

/** A chunk and every chunk it imports statically, transitively. */
function staticGraph(chunk: OutputChunk, bundle: OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const output = bundle[fileName];
    if (output?.type === "chunk") output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen];
}

/** Unknown paths fall back to home, as the router does. */
function preloadScript(preloads: Record<string, string[]>): string {
  return `(function(p){(p[location.hash.slice(1).split("?")[0]]||p["/"]).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.dataset.routePreload="";document.head.appendChild(l)})})(${JSON.stringify(preloads)})`;
}
