import { createRequire } from "node:module";
import { dirname } from "node:path";
import type * as TensorFlow from "@tensorflow/tfjs";
import type { NSFWJS } from "nsfwjs/core";
import type { DecodedImage } from "./decode-image";

/** The classifier's five classes, each with its probability (they add up to 1). */
export type ImageScores = Record<"Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy", number>;

interface Classifier {
  tf: typeof TensorFlow;
  model: NSFWJS;
}

let ready: Promise<Classifier> | undefined;

/**
 * The nsfwjs MobileNetV2 classifier on TensorFlow.js's WebAssembly back end, loaded once per process
 * on first use (about two seconds; imported only then, so a server that draws no picture starts as
 * fast as before). Its weights ship inside the nsfwjs package and the WebAssembly binary inside the
 * back end's, so nothing is fetched. WebAssembly classifies a picture about fifteen times faster
 * than the plain JavaScript back end.
 */
export function loadImageClassifier(): Promise<Classifier> {
  ready ??= (async () => {
    const tf = await import("@tensorflow/tfjs");
    const { setWasmPaths } = await import("@tensorflow/tfjs-backend-wasm");
    const { load } = await import("nsfwjs/core");
    const { MobileNetV2Model } = await import("nsfwjs/models/mobilenet_v2");
    const wasmFile = createRequire(import.meta.url).resolve(
      "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm",
    );
    setWasmPaths(`${dirname(wasmFile)}/`);
    if (!(await withoutAddedProcessListeners(() => tf.setBackend("wasm"))))
      throw new Error("TensorFlow.js WebAssembly did not start");
    const model = await withoutConsoleInfo(() =>
      load("MobileNetV2", { modelDefinitions: [MobileNetV2Model] }),
    );
    return { tf, model };
  })();
  // A failed load is tried again on the next picture rather than remembered.
  ready.catch(() => (ready = undefined));
  return ready;
}

/**
 * nsfwjs announces the bundled model it loads with `console.info`; the server's output is its
 * JSON log only, which log shippers and the several-instances harness read line by line.
 */
async function withoutConsoleInfo<T>(work: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = () => {};
  try {
    return await work();
  } finally {
    console.info = info;
  }
}

/**
 * The WebAssembly module's start-up adds process listeners that rethrow every uncaught error and
 * rejection; they are taken off again so the server's own error handling stays as it was.
 */
async function withoutAddedProcessListeners<T>(start: () => Promise<T>): Promise<T> {
  const uncaught = new Set(process.listeners("uncaughtException"));
  const unhandled = new Set(process.listeners("unhandledRejection"));
  try {
    return await start();
  } finally {
    for (const listener of process.listeners("uncaughtException"))
      if (!uncaught.has(listener)) process.off("uncaughtException", listener);
    for (const listener of process.listeners("unhandledRejection"))
      if (!unhandled.has(listener)) process.off("unhandledRejection", listener);
  }
}

/** The classifier's scores for one decoded picture. */
export async function classifyImage(image: DecodedImage): Promise<ImageScores> {
  const { tf, model } = await loadImageClassifier();
  const pixels = tf.tensor3d(image.rgb, [image.height, image.width, 3], "int32");
  try {
    const predictions = await model.classify(pixels, 5);
    const scores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
    for (const { className, probability } of predictions) scores[className] = probability;
    return scores;
  } finally {
    pixels.dispose();
  }
}
