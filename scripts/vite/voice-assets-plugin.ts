import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import type { Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// `@ricky0123/vad-web` loads its files by fixed names under one folder, so they are copied there
// as they are, not hashed into assets/. The folder is named by their content instead
// (/voice/<hash>/), so the server can let browsers keep them for a year, as it does assets/.

const packageFile = (path: string) =>
  fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

const FILES = [
  packageFile("@ricky0123/vad-web/dist/silero_vad_v5.onnx"),
  packageFile("@ricky0123/vad-web/dist/vad.worklet.bundle.min.js"),
  packageFile("onnxruntime-web/dist/ort-wasm-simd-threaded.mjs"),
  packageFile("onnxruntime-web/dist/ort-wasm-simd-threaded.wasm"),
];

const CONTENT_TYPES: Record<string, string> = {
  ".onnx": "application/octet-stream",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
};

/** Where the build puts the files: /voice/ and the first 12 hex digits of their SHA-256. */
function voiceAssetsPath(): string {
  const hash = createHash("sha256");
  for (const file of FILES) hash.update(readFileSync(file));
  return `/voice/${hash.digest("hex").slice(0, 12)}/`;
}

/**
 * Serves the files under their path in development and copies them into the build; the app reads
 * the path as `__VOICE_ASSETS_PATH__`.
 */
export function voiceAssetsPlugin(): Plugin {
  const byName = new Map(FILES.map((file) => [basename(file), file]));
  const path = voiceAssetsPath();
  return {
    name: "voice-assets",
    config: () => ({ define: { __VOICE_ASSETS_PATH__: JSON.stringify(path) } }),
    configureServer(server) {
      server.middlewares.use(path, (request, response, next) => {
        const file = byName.get((request.url ?? "").replace(/^\//, "").split("?")[0] ?? "");
        if (!file) return next();
        const type = Object.entries(CONTENT_TYPES).find(([ending]) => file.endsWith(ending));
        response.setHeader("content-type", type?.[1] ?? "application/octet-stream");
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      for (const [name, file] of byName) {
        this.emitFile({
          type: "asset",
          fileName: `${path.slice(1)}${name}`,
          source: readFileSync(file),
        });
      }
    },
  };
}

/**
 * The runtime's WebAssembly (14 MB) and the model (2 MB) also as .br and .gz, which the server
 * sends as they are (the runtime goes as 2.7 MB). Brotli at quality 7 with a 16 MB window: within
 * 3 % of quality 9's size in a third of its time; quality 11, as for the text files, takes
 * minutes on the runtime. The small files are text, compressed with the others.
 */
export const voiceAssetsCompression = () =>
  compression({
    include: /\.(wasm|onnx)$/,
    algorithms: [
      defineAlgorithm("brotliCompress", {
        params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_LGWIN]: 24 },
      }),
      defineAlgorithm("gzip", { level: 9 }),
    ],
  });
