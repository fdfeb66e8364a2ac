// Palette and colour arithmetic. Tones follow the site tokens: near-black blue base, one teal accent.

export const ink = {
  deep: "#05070d",
  base: "#090c14",
  night: "#0c1224",
  surface: "#101521",
  raised: "#171e2e",
  line: "#2d374e",
  text: "#eceff5",
  muted: "#a0aabf",
} as const;

export const hue = {
  teal: "#5eead4",
  aqua: "#2dd4bf",
  cyan: "#38bdf8",
  sky: "#7dd3fc",
  blue: "#3b82f6",
  indigo: "#818cf8",
  violet: "#a78bfa",
  purple: "#c084fc",
  magenta: "#f472b6",
  rose: "#fb7185",
  amber: "#fbbf24",
  orange: "#fb923c",
  lime: "#a3e635",
  white: "#f8fafc",
} as const;

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const v = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  const c = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as Rgb);
}

// Samples a multi-stop ramp at t in [0, 1].
export function ramp(colors: readonly string[], t: number): string {
  if (colors.length === 1) return colors[0]!;
  const x = Math.min(0.9999, Math.max(0, t)) * (colors.length - 1);
  const i = Math.floor(x);
  return mix(colors[i]!, colors[i + 1]!, x - i);
}
