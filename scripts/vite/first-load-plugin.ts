import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import { build, runnerImport, type Alias, type Plugin } from "vite";
import type { FirstLoadManifest } from "../../src/app/first-load";
import { srcSet } from "../../src/lib/responsive-image";
import type { routeData } from "./route-data";

const routeDataModule = fileURLToPath(new URL("./route-data.ts", import.meta.url));

const ROOT_ELEMENT = '<div id="root"></div>';

/** An imported asset's URL in markup rendered outside the build: "/src/assets/…". */
const DEVELOPMENT_ASSET_URL = /\/src\/[^"'\s,)&]+/g;

/**
 * Writes every route's prerendered first screen into index.html, each as an inert
 * `<script type="text/html" data-route>` block, and replaces Vite's entry tags by the first-load script (`src/app/first-load.ts`),
 * bundled and minified on its own with a manifest taken from the route table: per route, the
 * chunks of its page, and the redirects. The route table is run, not parsed, so it may be
 * written in any shape. The server allows the inline script by its hash in the CSP.
 */
export function firstLoadPlugin(paths: { loader: string }): Plugin {
  let base = "/";
  let root = "";
  let alias: Alias[] = [];
  let define: Record<string, unknown> = {};
  return {
    name: "first-load",
    apply: "build",
    configResolved(config) {
      ({ base, root } = config);
      alias = config.resolve.alias;
      define = config.define ?? {};
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const { module } = await runnerImport<{ routeData: typeof routeData }>(routeDataModule, {
          configFile: false,
          root,
          logLevel: "warn",
          resolve: { alias },
          define,
        });
        const table = module.routeData;
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === "chunk",
        );
        const loadedByEntry = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => staticGraph(chunk, bundle)),
        );
        const builtUrls = builtAssetUrls(bundle, base);

        const pages: FirstLoadManifest["pages"] = {};
        const screens: string[] = [];
        for (const route of table.routes) {
          const pageId = join(root, route.pageModule);
          // A page may share its chunk with code that other pages import as well.
          const page = chunks.find((chunk) => chunk.moduleIds.includes(pageId));
          if (!page) return this.error(`No chunk holds ${route.pageModule} (${route.path})`);
          pages[route.path] = staticGraph(page, bundle)
            .filter((fileName) => !loadedByEntry.has(fileName))
            .map((fileName) => base + fileName);

          const unbuilt = new Set<string>();
          const markup = route.markup.replaceAll(DEVELOPMENT_ASSET_URL, (url) => {
            const built = builtUrls.get(url);
            if (!built) unbuilt.add(url);
            return built ?? url;
          });
          if (unbuilt.size > 0) {
            return this.error(`${route.path} shows assets the build inlined: ${[...unbuilt]}`);
          }
          const { arrival } = route;
          if (arrival) {
            if (!arrival.image) return this.error(`${route.path} names no arrival image`);
            const candidates = arrival.image.avif.map(({ src, width }) => ({
              src: builtUrls.get(src) ?? src,
              width,
            }));
            // Nothing but the markup asks for it: it must be in the first screen. (React writes
            // `srcSet`; HTML does not tell the cases of attribute names apart.)
            if (!markup.toLowerCase().includes(`srcset="${srcSet(candidates)}"`.toLowerCase())) {
              return this.error(`${route.path}: its first screen does not show its arrival image`);
            }
          }
          // As the text of a data block, which the browser's parser skips, unlike a template.
          if (/<\/?script/i.test(markup)) return this.error(`${route.path} renders a script`);
          screens.push(`<script type="text/html" data-route="${route.path}">${markup}</script>`);
        }
        const redirects: FirstLoadManifest["redirects"] = {};
        for (const { from, to } of table.redirects) {
          if (!pages[to]) return this.error(`The redirect ${from} points to no route`);
          redirects[from] = to;
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
        const manifest: FirstLoadManifest = { entry, shared, pages, redirects };
        // Also as a file, for the size budget (.size-limit.js); dist/.vite/ is not served.
        this.emitFile({
          type: "asset",
          fileName: ".vite/first-load.json",
          source: JSON.stringify(manifest, null, 2),
        });
        const script = await bundleLoader(join(root, paths.loader), manifest);
        if (!withoutEntryTags.includes(ROOT_ELEMENT)) {
          return this.error(`index.html has no ${ROOT_ELEMENT}`);
        }
        // The script runs once the first screens above it are parsed, before the first paint.
        html.source = withoutEntryTags.replace(
          ROOT_ELEMENT,
          () => `${screens.join("")}\n    ${ROOT_ELEMENT}\n    <script>${script}</script>`,
        );
      },
    },
  };
}

/** The loader module and a call of it with `manifest`, as one minified script. */
async function bundleLoader(loaderModule: string, manifest: FirstLoadManifest): Promise<string> {
  const entryId = "\0first-load-entry";
  const output = await build({
    configFile: false,
    logLevel: "warn",
    plugins: [
      {
        name: "first-load-entry",
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) =>
          id === entryId
            ? `import { firstLoad } from ${JSON.stringify(loaderModule)};\nfirstLoad(${JSON.stringify(manifest)});`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      target: "es2020",
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: entryId, output: { format: "iife" } },
    },
  });
  const chunk = [output]
    .flat()
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((file): file is OutputChunk => file.type === "chunk");
  if (!chunk) throw new Error("The first-load script was not bundled");
  return chunk.code.trim();
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
