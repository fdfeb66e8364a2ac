import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import { runnerImport, type Alias } from "vite";
import type { Plugin } from "vitest/config";
import { srcSet, type ArrivalImage } from "../../src/lib/responsive-image";

/**
 * Replaces Vite's entry tags in index.html by a small inline loader script, which:
 * - lets the first-load screen paint before any script is fetched (on a slow connection the
 *   scripts would otherwise share the bandwidth with the stylesheet the first paint waits for);
 * - then fetches the entry together with the code of the page in the URL hash, and the page's
 *   arrival image where it has one (`arrival-image.ts` beside the page module). Hash routing
 *   means every page is served the same index.html, so without this the page's code and image
 *   would only be discovered after the entry had run.
 * The server allows the loader by its hash in the CSP.
 */
export function appLoader(routesModule: string): Plugin {
  let base = "/";
  let root = "";
  let alias: Alias[] = [];
  return {
    name: "app-loader",
    apply: "build",
    configResolved(config) {
      ({ base, root } = config);
      alias = config.resolve.alias;
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
        const builtUrls = builtAssetUrls(bundle, base);
        const preloads: Record<string, string[]> = {};
        const images: Record<string, [srcset: string, sizes: string]> = {};
        for (const { path, specifier } of pages) {
          const pageId = (await this.resolve(specifier, routesId))?.id;
          // A page may share its chunk with code that other pages import as well.
          const page = chunks.find((chunk) => pageId && chunk.moduleIds.includes(pageId));
          if (!pageId || !page) return this.error(`No chunk was written for the page of ${path}`);
          preloads[path] = staticGraph(page, bundle)
            .filter((fileName) => !loadedByEntry.has(fileName))
            .map((fileName) => base + fileName);

          const arrivalModule = join(dirname(pageId), "arrival-image.ts");
          if (!existsSync(arrivalModule)) continue;
          const { module } = await runnerImport<{ arrivalImage: ArrivalImage }>(arrivalModule, {
            configFile: false,
            root,
            logLevel: "warn",
            resolve: { alias },
          });
          const { image, sizes } = module.arrivalImage;
          if (!image) return this.error(`${arrivalModule} names no image`);
          const candidates = image.avif.map(({ src, width }) => ({
            src: builtUrls.get(src) ?? "",
            width,
          }));
          if (candidates.some((candidate) => !candidate.src)) {
            return this.error(`${arrivalModule}: an image was inlined or not emitted`);
          }
          images[path] = [srcSet(candidates), sizes];
        }
        for (const { from, to } of redirects) {
          const target = preloads[to];
          if (!target) return this.error(`The redirect ${from} points to no route`);
          preloads[from] = target;
          const image = images[to];
          if (image) images[from] = image;
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
          (charset) =>
            `${charset}\n    <script>${loaderScript(preloads, images, shared, entry)}</script>`,
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

/**
 * Each emitted asset's URL by the URL its source file has in development ("/src/..."), which is
 * what an imported asset is when a module is run outside the build.
 */
function builtAssetUrls(bundle: OutputBundle, base: string): Map<string, string> {
  const assets = Object.values(bundle).filter(
    (output): output is OutputAsset => output.type === "asset",
  );
  return new Map(
    assets.flatMap((asset) =>
      asset.originalFileNames.map((source) => [`/${source}`, base + asset.fileName]),
    ),
  );
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
 * The page's arrival image goes first, then the entry, as the largest download; each module
 * preload follows in a task of its own, since starting a request costs the main thread a few
 * milliseconds and a dozen of them in one go would make a long task. Unknown paths fall back to home, as the router does. Every
 * element it adds is marked `data-loader` so tests can tell its requests apart.
 */
function loaderScript(
  pages: Record<string, string[]>,
  images: Record<string, [string, string]>,
  shared: string[],
  entry: string,
): string {
  return `(function(p,m,c,e){function a(t,k,v){var n=document.createElement(t);n[k]=v;n.setAttribute("data-loader","");return n}function g(){var r=location.hash.slice(1).split("?")[0],i,s=a("script","src",e),q;if(!p[r])r="/";i=m[r];q=c.concat(p[r]);if(i){var l=a("link","rel","preload");l.as="image";l.type="image/avif";l.imageSrcset=i[0];l.imageSizes=i[1];l.fetchPriority="high";document.head.appendChild(l)}s.type="module";document.head.appendChild(s);(function f(){var h=q.shift();if(!h)return;var l=a("link","href",h);l.rel="modulepreload";document.head.appendChild(l);setTimeout(f,0)})()}var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(document.visibilityState==="hidden")g();else if(t.indexOf("paint")<0)requestAnimationFrame(function(){requestAnimationFrame(g)});else new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}}).observe({type:"paint",buffered:true})})(${JSON.stringify(pages)},${JSON.stringify(images)},${JSON.stringify(shared)},${JSON.stringify(entry)})`;
}
