// Regenerates every image, video and logo in src/assets/media, and each group's list of them there.
// Deterministic: fixed seeds, single-threaded encoders, no metadata; run with `npm run media`, or
// `npm run media -- gallery leader` to redo only the groups named (the others stay as they are).
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  writeImageSet,
  writePng,
  writeRasterSet,
  writeVideo,
  type Budget,
  type Encoded,
} from "./encode";
import { fullLogoSvg, markSvg } from "./logo";
import { writeManifest, type ImageRecord, type VideoRecord } from "./manifest";
import { sceneSvg, type SceneSpec } from "./scene";
import { leaderScenes, projectScenes } from "./scenes-cards";
import { galleryScenes } from "./scenes-gallery";
import { newsScenes } from "./scenes-news";
import { slideScenes } from "./scenes-slides";
import { workScenes } from "./scenes-works";
import { VIDEO, videoFrameSvg, videoSpecs } from "./videos";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "src/assets/media");
const publicDir = path.join(root, "public");

const GROUPS = ["logo", "slides", "services", "projects", "works", "news", "gallery", "leader"];
const named = process.argv.slice(2);
const unknown = named.filter((group) => !GROUPS.includes(group));
if (unknown.length)
  throw new Error(`Unknown group ${unknown.join(", ")}; groups: ${GROUPS.join(", ")}`);
const chosen = (group: string) => named.length === 0 || named.includes(group);

const KB = 1024;
const LIMITS = { image: 150 * KB, video: 500 * KB, serviceVideo: 400 * KB, heroSlideAvif: 90 * KB };

// Tighter budgets than the hard limits, so quality only drops where a file would be heavy.
const budgetFor =
  (spec: SceneSpec): Budget =>
  (format, width) => {
    if (spec.name === "slide-1" && format === "avif" && width === 1280) return 80 * KB;
    return 120 * KB;
  };

// Runs tasks with a small fixed concurrency; each task's output does not depend on scheduling.
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function renderScene(spec: SceneSpec): Promise<ImageRecord> {
  const files = await writeImageSet(sceneSvg(spec), {
    dir: path.join(outDir, spec.group),
    name: spec.name,
    widths: spec.widths,
    budget: budgetFor(spec),
  });
  return { alt: spec.alt, files };
}

async function renderLogo(): Promise<{ mark: string; full: string }> {
  const dir = path.join(outDir, "logo");
  await mkdir(dir, { recursive: true });
  const mark = path.join(dir, "logo-mark.svg");
  const full = path.join(dir, "logo-full.svg");
  await writeFile(mark, markSvg());
  await writeFile(full, fullLogoSvg());
  // Favicons are fetched by fixed root paths (index.html), so they go to public/ unhashed.
  await writeFile(path.join(publicDir, "favicon.svg"), markSvg({ idPrefix: "i" }));
  await writePng(markSvg(), path.join(publicDir, "favicon-32.png"), 32);
  // Full-bleed square: iOS applies its own rounded mask.
  await writePng(markSvg({ rounded: false }), path.join(publicDir, "apple-touch-icon.png"), 180);
  return { mark, full };
}

async function renderVideo(spec: (typeof videoSpecs)[number]): Promise<VideoRecord> {
  const dir = path.join(outDir, "services");
  const result = await writeVideo({
    dir,
    name: spec.name,
    width: VIDEO.width,
    height: VIDEO.height,
    fps: VIDEO.fps,
    frames: VIDEO.fps * VIDEO.seconds,
    frame: (i) => videoFrameSvg(spec, i),
    maxBytes: 360 * KB,
  });
  const poster = await writeRasterSet(result.poster, {
    dir,
    name: `${spec.name}-poster`,
    widths: [VIDEO.width],
  });
  return {
    alt: spec.alt,
    webm: result.webm,
    mp4: result.mp4,
    poster: { alt: spec.alt, files: poster },
  };
}

async function listFiles(dir: string): Promise<{ file: string; bytes: number }[]> {
  const out: { file: string; bytes: number }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push({ file: full, bytes: (await stat(full)).size });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

function check(files: { file: string; bytes: number }[]): string[] {
  const problems: string[] = [];
  for (const { file, bytes } of files) {
    const rel = path.relative(outDir, file);
    const isVideo = /\.(webm|mp4)$/.test(file);
    const limit = isVideo
      ? rel.startsWith("services/")
        ? LIMITS.serviceVideo
        : LIMITS.video
      : LIMITS.image;
    if (bytes > limit) problems.push(`${rel} is ${bytes} bytes (limit ${limit})`);
    if (rel === "slides/slide-1-1280.avif" && bytes > LIMITS.heroSlideAvif)
      problems.push(`${rel} exceeds the first-view budget`);
  }
  return problems;
}

function report(
  files: { file: string; bytes: number }[],
  firstView: Encoded[],
  logoBytes: number,
): void {
  const groups = new Map<string, { count: number; bytes: number }>();
  for (const { file, bytes } of files) {
    const rel = path.relative(outDir, file);
    const group = rel.includes(path.sep) ? rel.split(path.sep)[0]! : "favicon";
    const g = groups.get(group) ?? { count: 0, bytes: 0 };
    groups.set(group, { count: g.count + 1, bytes: g.bytes + bytes });
  }
  const kb = (b: number) => `${(b / KB).toFixed(1)} KB`;
  console.log("\ngroup        files   total");
  for (const [group, g] of groups)
    console.log(`${group.padEnd(12)} ${String(g.count).padStart(5)}   ${kb(g.bytes)}`);
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`largest: ${path.relative(outDir, largest.file)} (${kb(largest.bytes)})`);
  if (named.length) return;
  const total = firstView.reduce((s, f) => s + f.bytes, 0) + logoBytes;
  console.log(
    `home first view (slide 1 @1280 AVIF, 6 posters AVIF, projects @400 AVIF, logo): ${kb(total)}`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  // Clearing first drops files no scene makes any more.
  if (named.length) {
    for (const group of named) await rm(path.join(outDir, group), { recursive: true, force: true });
  } else await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const logo = chosen("logo") ? await renderLogo() : undefined;
  const scenes = [
    ...slideScenes,
    ...projectScenes,
    ...workScenes,
    ...newsScenes,
    ...galleryScenes,
    ...leaderScenes,
  ].filter((spec) => chosen(spec.group));
  // Two lanes: videos are mostly ffmpeg time, stills mostly sharp time.
  const [stills, services] = await Promise.all([
    pool(scenes, 1, async (spec) => {
      const record = await renderScene(spec);
      process.stdout.write(`${spec.group}/${spec.name} `);
      return [spec, record] as const;
    }),
    pool(chosen("services") ? videoSpecs : [], 1, async (spec) => {
      const record = await renderVideo(spec);
      process.stdout.write(`services/${spec.name} `);
      return record;
    }),
  ]);
  const byGroup = (group: SceneSpec["group"]) =>
    stills.filter(([spec]) => spec.group === group).map(([, r]) => r);
  const listed = (group: SceneSpec["group"]) => (chosen(group) ? byGroup(group) : undefined);
  await writeManifest({
    dir: outDir,
    slides: listed("slides"),
    services: chosen("services") ? services : undefined,
    projects: listed("projects"),
    works: listed("works"),
    news: listed("news"),
    gallery: listed("gallery"),
    leader: listed("leader")?.[0],
  });
  const files = await listFiles(outDir);
  const firstView = [
    ...(byGroup("slides")[0]?.files ?? []).filter((f) => f.format === "avif" && f.width === 1280),
    ...services.flatMap((s) => s.poster.files.filter((f) => f.format === "avif")),
    ...byGroup("projects").flatMap((r) =>
      r.files.filter((f) => f.format === "avif" && f.width === 400),
    ),
  ];
  const logoBytes = files.filter((f) => f.file === logo?.mark).reduce((s, f) => s + f.bytes, 0);
  report(files, firstView, logoBytes);
  const problems = check(files);
  if (problems.length) {
    console.error(`\nSize limits exceeded:\n${problems.join("\n")}`);
    process.exitCode = 1;
  }
  console.log(`\n${files.length} files in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
