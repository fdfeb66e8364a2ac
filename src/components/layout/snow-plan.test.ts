import { describe, expect, it } from "vitest";
import {
  FIRST_FLAKES,
  firstPlan,
  FPS,
  FRAME_BUDGET_MS,
  LOW_FPS,
  MAX_FLAKES,
  MIN_FLAKES,
  nextPlan,
  type SnowPlan,
} from "./snow-plan";

/** A device whose frames cost `fixedMs` plus `perFlakeMs` for each flake drawn. */
const device = (fixedMs: number, perFlakeMs: number) => (plan: SnowPlan) =>
  fixedMs + perFlakeMs * plan.flakes;

/** The plan after `verdicts` windows of frames measured on `frameMs`. */
function settle(frameMs: (plan: SnowPlan) => number, verdicts = 20): SnowPlan[] {
  const plans = [firstPlan];
  for (let i = 0; i < verdicts; i++) {
    const plan = plans.at(-1)!;
    plans.push(nextPlan(plan, frameMs(plan)));
  }
  return plans;
}

describe("the snow plan", () => {
  it("starts with a few flakes at 30 fps", () => {
    expect(firstPlan).toEqual({ flakes: FIRST_FLAKES, fps: FPS, ceiling: MAX_FLAKES });
  });

  it("grows to 400 flakes on a device that draws them within the budget", () => {
    const plans = settle(device(0.3, 0.01));
    expect(plans.at(-1)).toEqual({ flakes: MAX_FLAKES, fps: FPS, ceiling: MAX_FLAKES });
    // Never past what the budget allows, on the way up either.
    for (const plan of plans) expect(device(0.3, 0.01)(plan)).toBeLessThanOrEqual(FRAME_BUDGET_MS);
  });

  it("grows only to what fits the budget on a slower device, without overshooting", () => {
    const slower = device(1, 0.035);
    const plans = settle(slower);
    const last = plans.at(-1)!;
    expect(last.flakes).toBeGreaterThan(120);
    expect(last.flakes).toBeLessThan(MAX_FLAKES);
    for (const plan of plans) expect(slower(plan)).toBeLessThanOrEqual(FRAME_BUDGET_MS);
  });

  it("takes flakes back when frames go over the budget, and does not grow back", () => {
    // Frames of 16 ms with 400 flakes: what fits the budget at that cost per flake.
    const fitting = Math.floor((FRAME_BUDGET_MS * 400) / 16);
    const busy = nextPlan({ flakes: 400, fps: FPS, ceiling: MAX_FLAKES }, 16);
    expect(busy).toEqual({ flakes: fitting, fps: FPS, ceiling: fitting });
    expect(nextPlan(busy, 1).flakes).toBe(fitting);
  });

  it("halves the frame rate where even the fewest flakes go over the budget", () => {
    const plans = settle(device(12, 0.05));
    expect(plans.at(-1)).toEqual({ flakes: FIRST_FLAKES, fps: LOW_FPS, ceiling: FIRST_FLAKES });
    const atFloor = nextPlan({ flakes: 300, fps: FPS, ceiling: MAX_FLAKES }, 100);
    expect(atFloor).toEqual({ flakes: MIN_FLAKES, fps: FPS, ceiling: MIN_FLAKES });
    expect(nextPlan(atFloor, 100)).toEqual({
      flakes: MIN_FLAKES,
      fps: LOW_FPS,
      ceiling: MIN_FLAKES,
    });
  });

  it("always takes at least one flake back from a frame over budget", () => {
    const plan = nextPlan({ flakes: 300, fps: FPS, ceiling: MAX_FLAKES }, FRAME_BUDGET_MS + 0.001);
    expect(plan.flakes).toBe(299);
  });
});
