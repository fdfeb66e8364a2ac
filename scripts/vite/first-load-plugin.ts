import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import { build, runnerImport, type Alias, type Plugin } from "vite";
import type { FirstLoadManifest } from "../../src/app/first-load";
import { srcSet } from "../../src/lib/responsive-image";
import type { routeData } from "./route-data";

const routeDataModule = fileURLToPath(new URL("./route-data.ts", import.meta.url));

/**
 * Replaces Vite's entry tags in index.html by the first-load script (`src/app/first-load.ts`),
 * bundled and minified on its own with a manifest taken from the route table: per route, the
 * chunks of its page and the image it is led by. The route table is run, not parsed, so it may
 * be written in any shape. The server allows the inline script by its hash in the CSP.
 */
export function firstLoadPlugin(paths: { loader: string }): Plugin {
  let base = "/";
  let root = "";
  let alias: Alias[] = [];
  return {
    name: "first-load",
    apply: "build",
    configResolved(config) {
      ({ base, root } = config);
      alias = config.resolve.alias;
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const { module } = await runnerImport<{ routeData: typeof routeData }>(routeDataModule, {
          configFile: false,
          root,
          logLevel: "warn",
          resolve: { alias },
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
        const images: FirstLoadManifest["images"] = {};
        for (const route of table.routes) {
          const pageId = join(root, route.pageModule);
          // A page may share its chunk with code that other pages import as well.
          const page = chunks.find((chunk) => chunk.moduleIds.includes(pageId));
          if (!page) return this.error(`No chunk holds ${route.pageModule} (${route.path})`);
          pages[route.path] = staticGraph(page, bundle)
            .filter((fileName) => !loadedByEntry.has(fileName))
            .map((fileName) => base + fileName);

          const { arrival } = route;
          if (!arrival) continue;
          if (!arrival.image) return this.error(`${route.path} names no arrival image`);
          const candidates = arrival.image.avif.map(({ src, width }) => ({
            src: builtUrls.get(src) ?? "",
            width,
          }));
          if (candidates.some((candidate) => !candidate.src)) {
            return this.error(`${route.path}: its arrival image was inlined or not emitted`);
          }
          images[route.path] = { srcset: srcSet(candidates), sizes: arrival.sizes };
        }
        for (const { from, to } of table.redirects) {
          const target = pages[to];
          if (!target) return this.error(`The redirect ${from} points to no route`);
          pages[from] = target;
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
        // Also as a file, for the size budget (.size-limit.js); dist/.vite/ is not served.
        const manifest: FirstLoadManifest = { entry, shared, pages, images };
        this.emitFile({
          type: "asset",
          fileName: ".vite/first-load.json",
          source: JSON.stringify(manifest, null, 2),
        });
        const script = await bundleLoader(join(root, paths.loader), {
          entry,
          shared,
          pages,
          images,
        });
        // Before the stylesheet: an inline script waits for stylesheets above it.
        html.source = withoutEntryTags.replace(
          /<meta charset="[^"]*"\s*\/?>/i,
          (charset) => `${charset}\n    <script>${script}</script>`,
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
