import { createRng, type Rng } from "./random";
import { Defs } from "./svg";

// Everything a motif needs to draw into one document.
export type Ctx = {
  w: number;
  h: number;
  // Scene unit: 1/1000 of the short side, so compositions hold at every aspect ratio.
  s: number;
  defs: Defs;
  rng: Rng;
  // Line width that stays visible on small canvases.
  lw: (width: number) => number;
};

// lineScale > 1 thickens strokes for canvases that are downscaled afterwards (video frames).
export function createCtx(w: number, h: number, seed: string, lineScale = 1): Ctx {
  const s = Math.min(w, h) / 1000;
  return {
    w,
    h,
    s,
    defs: new Defs(w, h),
    rng: createRng(seed),
    lw: (width) => width * Math.max(s, 0.55) * lineScale,
  };
}
