// A still scene: its size, the widths we publish, alt text, and the function that draws it.
import { createCtx, type Ctx } from "./context";
import { svgDocument } from "./svg";

export type SceneSpec = {
  group: "slides" | "projects" | "works" | "news" | "gallery" | "leader";
  // File stem, e.g. "slide-1".
  name: string;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  draw: (ctx: Ctx) => string;
};

/** A group's scenes, named <stem>-1, <stem>-2… in order, all of one size and published widths. */
export function sceneGroup(
  group: SceneSpec["group"],
  stem: string,
  [width, height]: [number, number],
  widths: number[],
  scenes: readonly (readonly [alt: string, draw: SceneSpec["draw"]])[],
): SceneSpec[] {
  return scenes.map(([alt, draw], i) => ({
    group,
    name: `${stem}-${i + 1}`,
    width,
    height,
    widths,
    alt,
    draw,
  }));
}

export function sceneSvg(spec: SceneSpec): string {
  const ctx = createCtx(spec.width, spec.height, `${spec.group}/${spec.name}`);
  return svgDocument(spec.width, spec.height, ctx.defs, spec.draw(ctx));
}

// Gaussian cloud of positions: dust gathers around the subject instead of spreading evenly.
export function cluster(
  ctx: Ctx,
  x: number,
  y: number,
  sx: number,
  sy: number,
): () => { x: number; y: number } {
  return () => ({ x: x + ctx.rng.normal() * sx, y: y + ctx.rng.normal() * sy });
}

// Uniform positions biased to the right, away from slide text.
export function rightward(ctx: Ctx, bias = 0.6): () => { x: number; y: number } {
  return () => ({
    x: ctx.w * (1 - ctx.rng.next() ** (1 + bias * 2) * 1),
    y: ctx.rng.range(0, ctx.h),
  });
}
