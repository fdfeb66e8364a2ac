import { readFileSync } from "node:fs";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vitest/config";

/**
 * Replaces Vite's entry tags in index.html by a small inline loader script, which:
 * - lets the first-load screen paint before any script is fetched (on a slow connection the
 *   scripts would otherwise share the bandwidth with the stylesheet the first paint waits for);
 * - then fetches the entry together with the code of the page in the URL hash. Hash routing
 *   means every page is served the same index.html, so without this the page's code would only
 *   be discovered after the entry had run.
 * The server allows the loader by its hash in the CSP.
 */
export function appLoader(routesModule: string): Plugin {
  let base = "/";
  return {
    name: "app-loader",
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
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(
          html.source,
        );
        const entry = entryTag?.[1];
        if (!entryTag || !entry) return this.error("index.html has no entry script");
        const shared: string[] = [];
        const withoutEntryTags = html.source
          .replace(entryTag[0], "")
          .replaceAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href) => {
            shared.push(href);
            return "";
          });
        // Before the stylesheet: an inline script waits for stylesheets above it.
        html.source = withoutEntryTags.replace(
          /<meta charset="[^"]*"\s*\/?>/i,
          (charset) => `${charset}\n    <script>${loaderScript(preloads, shared, entry)}</script>`,
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

/**
 * Starts once the first-load screen has painted (first-contentful-paint; where browsers do not
 * report it, at the second frame); at once in a hidden tab, which paints nothing.
 * The entry goes first, as the largest download; each module preload follows in a task of its
 * own, since starting a request costs the main thread a few milliseconds and a dozen of them in
 * one go would make a long task. Unknown paths fall back to home, as the router does. Every
 * element it adds is marked `data-loader` so tests can tell its requests apart.
 */
function loaderScript(pages: Record<string, string[]>, shared: string[], entry: string): string {
  return `(function(p,c,e){function a(t,k,v){var n=document.createElement(t);n[k]=v;n.setAttribute("data-loader","");return n}function g(){var s=a("script","src",e),q=c.concat(p[location.hash.slice(1).split("?")[0]]||p["/"]);s.type="module";document.head.appendChild(s);(function f(){var h=q.shift();if(!h)return;var l=a("link","href",h);l.rel="modulepreload";document.head.appendChild(l);setTimeout(f,0)})()}var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(document.visibilityState==="hidden")g();else if(t.indexOf("paint")<0)requestAnimationFrame(function(){requestAnimationFrame(g)});else new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}}).observe({type:"paint",buffered:true})})(${JSON.stringify(pages)},${JSON.stringify(shared)},${JSON.stringify(entry)})`;
}
