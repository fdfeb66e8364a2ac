/**
 * How much snow a device can afford, from what its frames cost. The snow starts with a few
 * flakes and grows, up to MAX_FLAKES, to as many as the measured cost per flake lets a frame draw
 * within FRAME_BUDGET_MS of script; a device whose frames go over the budget gets fewer flakes,
 * and one that cannot afford even MIN_FLAKES gets half the frame rate. What was taken back is not
 * given again, so the count never flickers.
 */

/** About 400 flakes on a screen that can afford them. */
export const MAX_FLAKES = 400;
/** What the snow grows to before its first verdict (the frames of an empty canvas tell nothing). */
export const FIRST_FLAKES = 20;
/** Below this, fewer flakes would not look like snow: the frame rate goes down instead. */
export const MIN_FLAKES = 60;
export const FPS = 30;
export const LOW_FPS = 15;
/**
 * Script time a drawn frame may take: under a fifth of the 33 ms between frames at 30 fps, so the
 * page keeps the main thread and a tap never waits long for a frame. The whole frame's task (the
 * canvas cleared and handed over, a collection now and then) runs up to twice this, and where
 * Lighthouse multiplies observed times by four that must stay under the 50 ms of a long task.
 */
export const FRAME_BUDGET_MS = 6;

export type SnowPlan = {
  /** How many flakes to have. */
  flakes: number;
  /** Frames drawn per second. */
  fps: number;
  /** The most flakes it may still grow to: lowered for good when frames went over budget. */
  ceiling: number;
};

export const firstPlan: SnowPlan = { flakes: FIRST_FLAKES, fps: FPS, ceiling: MAX_FLAKES };

/**
 * The next plan, from the median script time of frames drawn with the plan's flakes: how many
 * flakes fit the budget at that cost per flake. Within budget, the snow grows to that many (a
 * frame's fixed cost makes the estimate low, so it never overshoots); over it, it shrinks to that
 * many, but not below MIN_FLAKES, and from there it halves its frame rate instead.
 */
export function nextPlan(plan: SnowPlan, frameMs: number): SnowPlan {
  const drawn = plan.flakes;
  const affordable = Math.floor((FRAME_BUDGET_MS * drawn) / Math.max(frameMs, Number.EPSILON));
  if (frameMs <= FRAME_BUDGET_MS) {
    return { ...plan, flakes: Math.min(plan.ceiling, Math.max(drawn, affordable)) };
  }
  if (drawn > MIN_FLAKES) {
    const flakes = Math.max(MIN_FLAKES, Math.min(affordable, drawn - 1));
    return { ...plan, flakes, ceiling: flakes };
  }
  return { flakes: drawn, ceiling: drawn, fps: LOW_FPS };
}
