// Rasterising (sharp/librsvg) and encoding (AVIF/WebP with sharp, VP9/H.264 with ffmpeg).
import { spawn } from "node:child_process";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

// One libvips worker keeps output byte-identical between runs and machines.
sharp.concurrency(1);

export type Encoded = {
  format: "avif" | "webp";
  width: number;
  height: number;
  file: string;
  bytes: number;
};

export type Budget = (format: "avif" | "webp", width: number) => number;

const KB = 1024;
export const defaultBudget: Budget = () => 150 * KB;

async function encodeUnder(
  source: Buffer,
  format: "avif" | "webp",
  quality: number,
  budget: number,
): Promise<Buffer> {
  // Step quality down until the file fits its budget; the steps are fixed, so results stay deterministic.
  for (let q = quality; ; q -= 4) {
    const img = sharp(source);
    const out =
      format === "avif"
        ? await img.avif({ quality: q, effort: 5, chromaSubsampling: "4:2:0" }).toBuffer()
        : await img.webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer();
    if (out.length <= budget || q <= 20) return out;
  }
}

export type ImageSetOptions = {
  dir: string;
  name: string;
  widths: number[];
  budget?: Budget;
  avifQuality?: number;
  webpQuality?: number;
};

// Renders the SVG once at full size, then derives every width from that master.
export async function writeImageSet(svg: string, o: ImageSetOptions): Promise<Encoded[]> {
  await mkdir(o.dir, { recursive: true });
  const master = await sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer();
  const meta = await sharp(master).metadata();
  const budget = o.budget ?? defaultBudget;
  const results: Encoded[] = [];
  for (const width of o.widths) {
    const height = Math.round(((meta.height ?? 0) * width) / (meta.width ?? 1));
    const scaled =
      width === meta.width
        ? master
        : await sharp(master).resize({ width, height, kernel: "lanczos3" }).png().toBuffer();
    for (const format of ["avif", "webp"] as const) {
      const quality = format === "avif" ? (o.avifQuality ?? 50) : (o.webpQuality ?? 70);
      const data = await encodeUnder(scaled, format, quality, budget(format, width));
      const file = path.join(o.dir, `${o.name}-${width}.${format}`);
      await writeFile(file, data);
      results.push({ format, width, height, file, bytes: data.length });
    }
  }
  return results;
}

export async function writePng(svg: string, file: string, size: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const data = await sharp(Buffer.from(svg), { density: 72 * Math.max(1, size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  await writeFile(file, data);
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${err.slice(-800)}`)),
    );
  });
}

/**
 * Encodes with ffmpeg at rising CRF (lower quality) until the file fits `maxBytes` or the last
 * step is reached; the steps are fixed, so results stay deterministic. Resolves with its size.
 */
async function encodeWithin(
  file: string,
  maxBytes: number,
  crf: { from: number; to: number; step: number },
  args: (crf: number) => string[],
): Promise<number> {
  let bytes = 0;
  for (let value = crf.from; value <= crf.to; value += crf.step) {
    await run("ffmpeg", args(value));
    bytes = (await stat(file)).size;
    if (bytes <= maxBytes) break;
  }
  return bytes;
}

export type VideoOptions = {
  dir: string;
  name: string;
  width: number;
  height: number;
  fps: number;
  frames: number;
  // SVG for frame i; rendered at 2x and downscaled, which smooths thin moving lines.
  frame: (i: number) => string;
  maxBytes: number;
};

export type VideoResult = {
  webm: string;
  mp4: string;
  webmBytes: number;
  mp4Bytes: number;
  poster: Buffer;
};

export async function writeVideo(o: VideoOptions): Promise<VideoResult> {
  await mkdir(o.dir, { recursive: true });
  const work = path.join(tmpdir(), `media-${o.name}-${process.pid}`);
  await mkdir(work, { recursive: true });
  const raw = path.join(work, "frames.rgb");
  const chunks: Buffer[] = [];
  let poster: Buffer | undefined;
  for (let i = 0; i < o.frames; i++) {
    const png = await sharp(Buffer.from(o.frame(i)))
      .resize({ width: o.width, height: o.height, kernel: "lanczos3" })
      .png()
      .toBuffer();
    if (i === 0) poster = png;
    chunks.push(await sharp(png).removeAlpha().raw().toBuffer());
  }
  await writeFile(raw, Buffer.concat(chunks));
  const input = [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${o.width}x${o.height}`,
    "-r",
    String(o.fps),
    "-i",
    raw,
  ];
  // bitexact + no metadata: no encoder version strings or dates, so reruns are identical.
  const common = [
    "-an",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    "-pix_fmt",
    "yuv420p",
    "-threads",
    "1",
  ];
  const webm = path.join(o.dir, `${o.name}.webm`);
  const mp4 = path.join(o.dir, `${o.name}.mp4`);
  const webmBytes = await encodeWithin(webm, o.maxBytes, { from: 34, to: 60, step: 4 }, (crf) => [
    ...input,
    ...common,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    String(crf),
    "-deadline",
    "good",
    "-cpu-used",
    "1",
    "-row-mt",
    "0",
    "-g",
    String(o.frames),
    "-auto-alt-ref",
    "1",
    "-lag-in-frames",
    "25",
    webm,
  ]);
  const mp4Bytes = await encodeWithin(mp4, o.maxBytes, { from: 25, to: 45, step: 2 }, (crf) => [
    ...input,
    ...common,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-profile:v",
    "high",
    "-crf",
    String(crf),
    "-g",
    String(o.frames),
    "-movflags",
    "+faststart",
    mp4,
  ]);
  await rm(work, { recursive: true, force: true });
  return { webm, mp4, webmBytes, mp4Bytes, poster: poster! };
}

export async function writeRasterSet(png: Buffer, o: ImageSetOptions): Promise<Encoded[]> {
  const meta = await sharp(png).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}"><image width="${meta.width}" height="${meta.height}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
  return writeImageSet(svg, o);
}
