// The image queue's own cost: per-job overhead with an instant back end, and a burst of 200
// concurrent HTTP requests through a queue that runs one job at a time. Prints figures only.
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { loadConfig } from "../server/config";
import { createImageQueue } from "../server/modules/ai-image/image-queue";
import { imageRoutes } from "../server/modules/ai-image/routes";
import { botChallenge } from "../server/plugins/bot-challenge";
import { errorHandling } from "../server/plugins/errors";
import { TINY_PNG } from "../test-support/server/image-test-servers";
import { type ImageProvider, ranAsAsked } from "../server/providers/image/image-provider";
import { percentile } from "./lib/percentile";

const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 20_000);
const BURST = Number(process.env.BENCH_QUEUE_BURST ?? 200);
const P99_TARGET_MS = 5;

async function perJobOverhead(): Promise<void> {
  const queue = createImageQueue({
    concurrency: 1,
    maxWaiting: 10,
    perIpActive: 10,
    perIpDaily: JOBS * 2,
    daily: JOBS * 2,
    timeoutMs: 300_000,
  });
  const timings: number[] = [];
  for (let index = 0; index < JOBS; index += 1) {
    const started = performance.now();
    await queue.submit({ id: `bench-${index}`, ip: "10.0.0.1", run: async () => index });
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const p99 = percentile(timings, 0.99);
  console.log(
    `queue overhead per job (${JOBS} jobs, instant back end): p50 ${percentile(timings, 0.5).toFixed(3)} ms, ` +
      `p99 ${p99.toFixed(3)} ms (target <= ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? "met" : "missed"})`,
  );
}

/** 200 jobs submitted at once to a queue of one slot start and finish in submission order. */
async function burstOrder(): Promise<void> {
  const queue = createImageQueue({
    concurrency: 1,
    maxWaiting: BURST,
    perIpActive: BURST,
    perIpDaily: BURST,
    daily: BURST,
    timeoutMs: 300_000,
  });
  const startedOrder: number[] = [];
  const finishedOrder: number[] = [];
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      queue
        .submit({
          id: `order-${index}`,
          ip: "10.0.0.1",
          run: async () => {
            startedOrder.push(index);
            await new Promise((resolve) => setImmediate(resolve));
          },
        })
        .then(() => finishedOrder.push(index)),
    ),
  );
  const inOrder = (list: number[]) => list.every((value, index) => value === index);
  console.log(
    `${BURST} jobs at once, queue of 1: ${finishedOrder.length} finished, order ` +
      `${inOrder(startedOrder) && inOrder(finishedOrder) ? "kept" : "NOT kept"}`,
  );
}

async function burstThroughHttp(): Promise<void> {
  const started: string[] = [];
  const instant: ImageProvider = {
    name: "instant",
    simulated: false,
    async generate(request) {
      started.push(request.prompt);
      return { bytes: TINY_PNG, mimeType: "image/png", model: ranAsAsked("instant") };
    },
  };
  const config = loadConfig({
    LOG_LEVEL: "silent",
    IMAGE_CONCURRENCY: "1",
    IMAGE_QUEUE_LIMIT: String(BURST),
    IMAGE_PER_IP_ACTIVE_LIMIT: String(BURST),
    IMAGE_PER_IP_DAILY_LIMIT: String(BURST),
    // The queue's own cost; the safety classifier is measured by `npm run bench:api`.
    IMAGE_SAFETY: "off",
    // The queue is measured, not the check against bots.
    BOT_CHALLENGE: "off",
  });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling);
  await app.register(botChallenge, { config });
  await app.register(imageRoutes, { config, provider: instant });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };

  const begun = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      fetch(`http://127.0.0.1:${port}/api/ai-image/generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          prompt: `burst ${index}`,
          negative_prompt: "",
          width: 256,
          height: 256,
          num_inference_steps: 10,
          guidance_scale: 7.5,
          model: "runwayml/stable-diffusion-v1-5",
          job_id: `burst-job-${String(index).padStart(4, "0")}`,
        }),
      }).then(async (response) => ({ status: response.status, body: await response.json() })),
    ),
  );
  const elapsed = performance.now() - begun;
  await app.close();

  const ok = answers.filter((answer) => answer.status === 200).length;
  const distinct = new Set(started).size;
  // Every job ran exactly once (arrival order over HTTP is the sockets', so order is checked above).
  console.log(
    `${BURST} concurrent requests, queue of 1: ${ok} answered 200, ${distinct} distinct jobs run, ` +
      `${BURST - ok} lost, ${elapsed.toFixed(0)} ms in all`,
  );
}

await perJobOverhead();
await burstOrder();
await burstThroughHttp();
