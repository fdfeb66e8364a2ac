// Writes the "core" cuts of the site's fonts to src/assets/fonts and their @font-face rules to
// src/styles/fonts-core.css; run with `npm run fonts`.
//
// The core cuts hold only the characters the site's own copy uses (ASCII and a few marks) and
// the weights it uses, so a first visit downloads about half the bytes of the full Latin files.
// The full @fontsource faces stay declared before it: a browser tries the last declared face
// first and falls back to the full file only for a character outside the core cut (a visitor's
// name in a review, say). Both fonts are under the SIL Open Font License 1.1 (see the
// @fontsource packages), which allows such subsets.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "src/assets/fonts");
const cssFile = path.join(root, "src/styles/fonts-core.css");

/**
 * Printable ASCII, the no-break space, and the marks the copy and the UI use; all of them are in
 * the @fontsource "latin" files the core cuts are made from.
 */
const coreText =
  String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index)) +
  "\u00a0©®°·×é‘’“”–—•…";

/**
 * The OpenType features the cuts keep: those a browser applies to text by default (kerning,
 * standard and contextual ligatures and alternates, mark positioning) and the one the site turns
 * on (`tabular-nums`). The stylistic sets and character variants nobody asks for held alternate
 * glyphs a first visit paid for: 2.6 KB of the 21.7 KB Inter cut, 0.9 KB of Space Grotesk's.
 */
const keepFeatures = [
  "kern",
  "liga",
  "clig",
  "calt",
  "rlig",
  "rclt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "curs",
  "tnum",
];

// subset-font takes `keepFeatures` since 2.6; its type declarations (2.3) predate the option.
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };
const subset = subsetFont as (
  source: Buffer,
  text: string,
  options: SubsetOptions,
) => Promise<Buffer>;

// Each cut's descriptors match the @fontsource face it stands in front of: faces only form one
// family, tried in order by unicode-range, when their descriptors are the same.
type Cut = {
  family: string;
  source: string;
  file: string;
  weight: string;
  text: string;
  axes?: boolean;
};

const cuts: Cut[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-core-wght.woff2",
    weight: "100 900",
    text: coreText,
    axes: true,
  },
  {
    // Budgets are in rupees. The sign lives in the 84 KB "latin-ext" file: this cut is that glyph alone.
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
    file: "inter-rupee-wght.woff2",
    weight: "100 900",
    text: "₹",
    axes: true,
  },
  {
    family: "Space Grotesk",
    source: "@fontsource/space-grotesk/files/space-grotesk-latin-500-normal.woff2",
    file: "space-grotesk-core-500.woff2",
    weight: "500",
    text: coreText,
  },
  {
    family: "Space Grotesk",
    source: "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2",
    file: "space-grotesk-core-700.woff2",
    weight: "700",
    text: coreText,
  },
];

/** Code points as CSS unicode-range, consecutive ones merged into spans. */
function unicodeRange(text: string): string {
  const codePoints = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))];
  const spans: [number, number][] = [];
  for (const point of codePoints.sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return spans
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

await mkdir(outDir, { recursive: true });
const rules: string[] = [];
for (const cut of cuts) {
  const source = await readFile(path.join(root, "node_modules", cut.source));
  const cutFont = await subset(source, cut.text, {
    targetFormat: "woff2",
    keepFeatures,
    // Only the weights the site uses stay in the variable font.
    ...(cut.axes ? { variationAxes: { wght: { min: 400, max: 700 } } } : {}),
  });
  await writeFile(path.join(outDir, cut.file), cutFont);
  console.log(
    `${cut.file}: ${(source.length / 1024).toFixed(1)} KB -> ${(cutFont.length / 1024).toFixed(1)} KB`,
  );
  rules.push(`@font-face {
  font-family: "${cut.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${cut.weight};
  src: url("../assets/fonts/${cut.file}") format("woff2");
  unicode-range: ${unicodeRange(cut.text)};
}`);
}
const css = `/* Generated by scripts/fonts/subset-fonts.ts (npm run fonts): do not edit. */\n\n${rules.join("\n\n")}\n`;
await writeFile(cssFile, await format(css, { ...(await resolveConfig(cssFile)), parser: "css" }));
