import { imageJobStatusSchema, type ImageJobStatus } from "#contract/ai-image";
import type { Cluster } from "../test-support/server/instances";
import { client, get, post } from "./instances-scenario";

/**
 * An image generation followed, previewed and cancelled across several instances, shared by the
 * bounded test and `npm run reliability:instances`. The cluster runs the demo renderer slowly
 * enough (IMAGE_DEMO_STEP_MS) for the job to be watched while it runs.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const generation = (jobId: string, steps: number) => ({
  prompt: "a lighthouse over a quiet harbour at dusk",
  width: 256,
  height: 256,
  num_inference_steps: steps,
  guidance_scale: 7.5,
  model: "stabilityai/stable-diffusion-3.5-large",
  job_id: jobId,
});

/** Starts a generation through the balancer; answers which instance took it. */
async function startThroughBalancer(cluster: Cluster, jobId: string, steps: number, check: number) {
  const before = [...cluster.proxy.hits];
  const answer = post(
    `${cluster.proxy.url}/api/ai-image/generate`,
    generation(jobId, steps),
    client(check, 0),
  );
  // The POST is the only request in flight, so the one count that moves names its instance.
  let runner = -1;
  while (runner === -1) {
    await sleep(5);
    runner = cluster.proxy.hits.findIndex((hits, index) => hits !== before[index]);
  }
  return { answer, runner };
}

export interface ImageJobFigures {
  /** Status answers while the job ran, from the instance running it and from the other. */
  answersPerInstance: { runner: number; other: number };
  /** Answers, once the job was admitted, that were not 200 with the job's status. */
  failedAnswers: number;
  /** Running answers carrying a preview, from each. */
  previewsPerInstance: { runner: number; other: number };
  stepsSeenByOther: number;
  /** The generation's own answer: 200 when it ran to its end. */
  finishedStatus: number;
  /** Cancel sent to the instance not running the second job, its answer, then the job's. */
  cancelStatus: number;
  cancelledJobStatus: number;
  stateAfterCancel: string | null;
}

/** Follows one job from both instances, then cancels another from the instance not running it. */
export async function probeImageJobAcrossInstances(
  cluster: Cluster,
  check: number,
): Promise<ImageJobFigures> {
  const urls = cluster.instances.map((instance) => instance.url);
  const jobId = `instances-image-${Date.now()}`;
  const { answer, runner } = await startThroughBalancer(cluster, jobId, 20, check);
  const other = (runner + 1) % urls.length;
  const figures: ImageJobFigures = {
    answersPerInstance: { runner: 0, other: 0 },
    failedAnswers: 0,
    previewsPerInstance: { runner: 0, other: 0 },
    stepsSeenByOther: 0,
    finishedStatus: 0,
    cancelStatus: 0,
    cancelledJobStatus: 0,
    stateAfterCancel: null,
  };
  let finished = false;
  let admitted = false;
  void answer.finally(() => (finished = true));
  while (!finished) {
    for (const [role, index] of [
      ["runner", runner],
      ["other", other],
    ] as const) {
      const reply = await get(`${urls[index]}/api/ai-image/jobs/${jobId}`);
      if (reply.status !== 200) {
        // Until the runner has admitted the job, nobody knows it yet.
        if (admitted) figures.failedAnswers += 1;
        continue;
      }
      admitted = true;
      const status: ImageJobStatus = imageJobStatusSchema.parse(JSON.parse(reply.body));
      if (status.state !== "running") continue;
      figures.answersPerInstance[role] += 1;
      if (status.preview) figures.previewsPerInstance[role] += 1;
      if (role === "other" && status.step !== null) figures.stepsSeenByOther += 1;
    }
    await sleep(100);
  }
  figures.finishedStatus = (await answer).status;

  const cancelId = `${jobId}-cancel`;
  const second = await startThroughBalancer(cluster, cancelId, 50, check);
  const otherOfSecond = (second.runner + 1) % urls.length;
  await sleep(800);
  const cancelled = await post(
    `${urls[otherOfSecond]}/api/ai-image/jobs/${cancelId}/cancel`,
    {},
    client(check, 1),
  );
  figures.cancelStatus = cancelled.status;
  figures.cancelledJobStatus = (await second.answer).status;
  const after = await get(`${urls[otherOfSecond]}/api/ai-image/jobs/${cancelId}`);
  figures.stateAfterCancel = after.status === 200 ? JSON.parse(after.body).state : null;
  return figures;
}
