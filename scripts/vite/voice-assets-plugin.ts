import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { VOICE_ASSETS_PATH } from "../../src/features/ai-call/web-call/voice-assets";

// `@ricky0123/vad-web` loads its files by fixed names under one folder, so they are copied there
// as they are, not hashed into assets/.

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

/** Serves the files under `VOICE_ASSETS_PATH` in development and copies them into the build. */
export function voiceAssetsPlugin(): Plugin {
  const byName = new Map(FILES.map((file) => [basename(file), file]));
  return {
    name: "voice-assets",
    configureServer(server) {
      server.middlewares.use(VOICE_ASSETS_PATH, (request, response, next) => {
        const file = byName.get((request.url ?? "").replace(/^\//, "").split("?")[0] ?? "");
        if (!file) return next();
        const type = Object.entries(CONTENT_TYPES).find(([ending]) => file.endsWith(ending));
        response.setHeader("content-type", type?.[1] ?? "application/octet-stream");
        createReadStream(file).pipe(response);
      });
    },
    async generateBundle() {
      for (const [name, file] of byName) {
        this.emitFile({
          type: "asset",
          fileName: `${VOICE_ASSETS_PATH.slice(1)}${name}`,
          source: await readFile(file),
        });
      }
    },
  };
}
