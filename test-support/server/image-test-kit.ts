import sharp from "sharp";
import type { TestApp } from "./app";
import { API_KEY } from "./api";
import type { Cleanups } from "./cleanups";
import { TINY_PNG, type FakeServer } from "./image-test-servers";

/** A generation request with every field set. */
export const IMAGE_REQUEST = {
  prompt: "a red kite over the sea",
  negative_prompt: "blurry",
  width: 512,
  height: 768,
  num_inference_steps: 12,
  guidance_scale: 6.5,
  model: "runwayml/stable-diffusion-v1-5",
  seed: 1234,
};

/** The stand-ins' picture as pixels: the answer carries them, with marks of its own added. */
export const TINY_PIXELS = await sharp(TINY_PNG).raw().toBuffer();

/** The pixels of a PNG answered as a data URL. */
export function pixelsOf(dataUrl: string): Promise<Buffer> {
  const png = /^data:image\/png;base64,(.*)$/.exec(dataUrl)?.[1];
  if (png === undefined) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  return sharp(Buffer.from(png, "base64")).raw().toBuffer();
}

/** Apps in front of a stand-in back end, and the calls the image tests make on them. */
export function imageTestKit(cleanups: Cleanups) {
  return {
    /** An app whose back end (and, for Hugging Face, whose Hub) is `fake`. */
    async appFor(fake: FakeServer, env: Record<string, string>): Promise<TestApp> {
      cleanups.push(() => fake.close());
      return cleanups.testApp({ IMAGE_PROVIDER_URL: fake.url, IMAGE_HUB_URL: fake.url, ...env });
    },

    generate: (testApp: TestApp, body: Record<string, unknown> = IMAGE_REQUEST) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/ai-image/generate",
        headers: { "x-api-key": API_KEY },
        payload: body,
      }),

    cancel: (testApp: TestApp, id: string) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/ai-image/jobs/${id}/cancel`,
        headers: { "x-api-key": API_KEY },
      }),

    /** Polls the job until `predicate` holds for its status; answers that status. */
    async waitForStatus(
      testApp: TestApp,
      id: string,
      predicate: (status: { state: string; progress: number }) => boolean,
    ) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const response = await testApp.app.inject({
          url: `/api/ai-image/jobs/${id}`,
          headers: { "x-api-key": API_KEY },
        });
        if (response.statusCode === 200 && predicate(response.json())) return response.json();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`job ${id} never reached the expected status`);
    },
  };
}
