import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import type { ImageProgress } from "../../../providers/image/image-provider";
import { createImageSafety } from "./image-safety";
import { screenPreviews } from "./screen-previews";

const picture = (name: string) => ({ bytes: Buffer.from(name), mimeType: "image/png" });

/**
 * Previews screened by a strict filter whose classifier calls "explicit" pictures porn, once
 * `release` is called; `seen` collects what is passed on.
 */
function screenedPreviews() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const safety = createImageSafety(config, pino({ level: "silent" }), async (image) => {
    await gate;
    const explicit = image.bytes.toString() === "explicit";
    return { Drawing: 0, Hentai: 0, Neutral: explicit ? 0 : 1, Porn: explicit ? 1 : 0, Sexy: 0 };
  });
  const seen: ImageProgress[] = [];
  const screen = screenPreviews(
    safety,
    (progress) => seen.push(progress),
    new AbortController().signal,
  );
  return { screen, seen, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("previews of a forming picture", () => {
  it("are passed on only after the filter passed them, one checked at a time", async () => {
    const { screen, seen, release } = screenedPreviews();

    screen.onProgress({ fraction: 0.2, preview: picture("harmless") });
    screen.onProgress({ fraction: 0.4, preview: picture("dropped while the first is checked") });
    expect(seen).toEqual([{ fraction: 0.2 }, { fraction: 0.4 }]);
    release();
    await settle();
    expect(seen.at(-1)).toEqual({ fraction: 0.4, preview: picture("harmless") });
    expect(seen).toHaveLength(3);

    screen.onProgress({ fraction: 0.6, preview: picture("explicit") });
    await settle();
    expect(seen.at(-1)).toEqual({ fraction: 0.6 });
  });

  it("stop once the final picture is in", async () => {
    const { screen, seen, release } = screenedPreviews();
    screen.onProgress({ fraction: 0.9, preview: picture("harmless") });
    screen.finish();
    release();
    await settle();
    expect(seen).toEqual([{ fraction: 0.9 }]);
  });
});
