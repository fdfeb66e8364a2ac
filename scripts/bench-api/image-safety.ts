// The image safety filter's part of `npm run bench:api`: what loading the classifier costs once,
// and its time per picture (decoding the PNG included) at the smallest, default and largest sizes.
import { decodeImage } from "../../server/modules/ai-image/safety/decode-image";
import {
  classifyImage,
  loadImageClassifier,
} from "../../server/modules/ai-image/safety/image-classifier";
import { drawDemoPicture } from "../../server/providers/image/demo-picture";
import { percentile } from "../lib/percentile";

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchImageSafety(pictures: number): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  const loadStarted = performance.now();
  await loadImageClassifier();
  const loadMs = performance.now() - loadStarted;
  const rssGrowth = (process.memoryUsage().rss - rssBefore) / 1_000_000;

  console.log(`\nImage safety classifier (nsfwjs MobileNetV2, TensorFlow.js WebAssembly)\n`);
  console.log(
    `Loaded once in ${Math.round(loadMs)} ms; the process grew by ${Math.round(rssGrowth)} MB.\n`,
  );
  console.log("| picture | samples | p50 ms | p99 ms |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const size of [256, 512, 1024]) {
    const timings: number[] = [];
    for (let index = 0; index < pictures; index += 1) {
      const png = drawDemoPicture(`bench picture ${index}`, index, size, size);
      const started = performance.now();
      await classifyImage(decodeImage(png));
      timings.push(performance.now() - started);
    }
    console.log(
      `| ${size} × ${size} PNG | ${pictures} | ${round(percentile(timings, 0.5))} | ${round(percentile(timings, 0.99))} |`,
    );
  }
}
