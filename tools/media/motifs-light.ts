// Light and atmosphere: base gradients, soft glows, particles, bokeh, vignette and text shading.
import { ink } from "./color";
import type { Ctx } from "./context";
import { el, group, n } from "./svg";

export type Glow = {
  x: number;
  y: number;
  rx: number;
  ry?: number;
  color: string;
  opacity: number;
};

export function backdrop(
  ctx: Ctx,
  top: string = ink.night,
  bottom: string = ink.deep,
  angle = 0.35,
): string {
  const { w, h, defs } = ctx;
  const fill = defs.linear(
    [
      [0, top],
      [1, bottom],
    ],
    w * (0.5 - angle / 2),
    0,
    w * (0.5 + angle / 2),
    h,
  );
  return (
    el("rect", { width: w, height: h, fill: ink.base }) + el("rect", { width: w, height: h, fill })
  );
}

// Soft light pools drawn with radial gradients (cheaper and smoother than blur filters).
export function glows(ctx: Ctx, items: Glow[]): string {
  return items
    .map((g) => {
      const fill = ctx.defs.radial([
        [0, g.color, g.opacity],
        [0.35, g.color, g.opacity * 0.45],
        [0.7, g.color, g.opacity * 0.12],
        [1, g.color, 0],
      ]);
      return el("ellipse", { cx: g.x, cy: g.y, rx: g.rx, ry: g.ry ?? g.rx, fill });
    })
    .join("");
}

// The usual start of a scene: the backdrop, then soft light pools on it.
export function litBackdrop(ctx: Ctx, top: string, lights: Glow[], angle?: number): string {
  return backdrop(ctx, top, ink.deep, angle) + glows(ctx, lights);
}

export function vignette(ctx: Ctx, strength = 0.65): string {
  const { w, h, defs } = ctx;
  const fill = defs.radial(
    [
      [0.45, ink.deep, 0],
      [0.8, ink.deep, strength * 0.55],
      [1, ink.deep, strength],
    ],
    ` cx="0.5" cy="0.5" r="0.75"`,
  );
  return el("rect", { width: w, height: h, fill });
}

// Darkens one side so headings stay readable (WCAG contrast on top of imagery).
export function textShade(
  ctx: Ctx,
  reach = 0.62,
  strength = 0.9,
  side: "left" | "bottom" = "left",
): string {
  const { w, h, defs } = ctx;
  const stops: [number, string, number][] = [
    [0, ink.base, strength],
    [reach * 0.45, ink.base, strength * 0.82],
    [reach * 0.8, ink.base, strength * 0.35],
    [reach, ink.base, 0],
  ];
  const fill = side === "left" ? defs.linear(stops, 0, 0, w, 0) : defs.linear(stops, 0, h, 0, 0);
  return el("rect", { width: w, height: h, fill });
}

export type ParticleOptions = {
  count: number;
  colors: readonly string[];
  // Returns a position; lets scenes concentrate dust where the light is.
  place?: () => { x: number; y: number };
  size?: [number, number];
  opacity?: [number, number];
  glowShare?: number;
};

export function particles(ctx: Ctx, options: ParticleOptions): string {
  const { rng, w, h, s, defs } = ctx;
  const { count, colors, size = [0.6, 2.4], opacity = [0.25, 0.9], glowShare = 0.08 } = options;
  const place = options.place ?? (() => ({ x: rng.range(0, w), y: rng.range(0, h) }));
  const halos = new Map<string, string>();
  const halo = (color: string) => {
    let id = halos.get(color);
    if (!id) {
      id = defs.radial([
        [0, color, 0.55],
        [0.3, color, 0.18],
        [1, color, 0],
      ]);
      halos.set(color, id);
    }
    return id;
  };
  let dots = "";
  let glowing = "";
  for (let i = 0; i < count; i++) {
    const p = place();
    // Power curve: many specks, a few bright motes.
    const r = (size[0] + (size[1] - size[0]) * rng.next() ** 3) * Math.max(s, 0.5);
    const color = rng.pick(colors);
    const o = rng.range(opacity[0], opacity[1]);
    dots += el("circle", { cx: p.x, cy: p.y, r, fill: color, "fill-opacity": o });
    if (rng.chance(glowShare))
      glowing += el("circle", { cx: p.x, cy: p.y, r: r * 7, fill: halo(color), opacity: o });
  }
  return glowing + dots;
}

export function bokeh(
  ctx: Ctx,
  count: number,
  colors: readonly string[],
  radius: [number, number],
  opacity = 0.12,
): string {
  const { rng, w, h, s, defs } = ctx;
  const fills = colors.map((c) =>
    defs.radial([
      [0, c, 0.55],
      [0.75, c, 0.75],
      [0.92, c, 1],
      [1, c, 0],
    ]),
  );
  let out = "";
  for (let i = 0; i < count; i++)
    out += el("circle", {
      cx: rng.range(0, w),
      cy: rng.range(0, h),
      r: rng.range(radius[0], radius[1]) * s,
      fill: rng.pick(fills),
      opacity: rng.range(opacity * 0.4, opacity),
    });
  return group(out, { style: "mix-blend-mode:screen" });
}

// Thin light shafts fanning from a point, for a sense of depth and "studio lighting".
export function rays(
  ctx: Ctx,
  x: number,
  y: number,
  color: string,
  count: number,
  spread: number,
  length: number,
  opacity = 0.08,
): string {
  const { rng, defs } = ctx;
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = Math.PI / 2 + (rng.next() - 0.5) * spread;
    const width = rng.range(0.01, 0.05);
    const x1 = x + Math.cos(a - width) * length;
    const y1 = y + Math.sin(a - width) * length;
    const x2 = x + Math.cos(a + width) * length;
    const y2 = y + Math.sin(a + width) * length;
    const fill = defs.linear(
      [
        [0, color, opacity * rng.range(0.4, 1)],
        [1, color, 0],
      ],
      x,
      y,
      (x1 + x2) / 2,
      (y1 + y2) / 2,
    );
    out += `<path d="M${n(x)} ${n(y)}L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z" fill="${fill}"/>`;
  }
  return group(out, { style: "mix-blend-mode:screen" });
}

export const screen = (children: string): string =>
  group(children, { style: "mix-blend-mode:screen" });
