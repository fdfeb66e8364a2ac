import { describe, expect, it } from "vitest";
import type { ImageJobRecord } from "./job-board";
import { estimateSecondsLeft, toJobStatus } from "./job-progress";

const record = (fields: Partial<ImageJobRecord>): ImageJobRecord => ({
  id: "estimate-1",
  state: "running",
  queuePosition: null,
  progress: 0,
  step: null,
  steps: null,
  startedAt: 1_000_000,
  etaSeconds: null,
  writtenAt: 1_000_000,
  ...fields,
});

describe("time left of an image job", () => {
  it("prefers the back end's own estimate", () => {
    const progress = { fraction: 0.5, step: 10, steps: 20, etaSeconds: 7 };
    expect(estimateSecondsLeft({ elapsedSeconds: 4, progress, typicalSeconds: 30 })).toBe(7);
  });

  it("works out the time per step, else per share of the work", () => {
    const steps = { fraction: 0.25, step: 5, steps: 20 };
    expect(estimateSecondsLeft({ elapsedSeconds: 2, progress: steps, typicalSeconds: null })).toBe(
      6,
    );
    const share = { fraction: 0.25 };
    expect(estimateSecondsLeft({ elapsedSeconds: 2, progress: share, typicalSeconds: null })).toBe(
      6,
    );
  });

  it("uses recent generations' durations for a back end that reports nothing until its picture", () => {
    expect(estimateSecondsLeft({ elapsedSeconds: 4, progress: null, typicalSeconds: 10 })).toBe(6);
    expect(estimateSecondsLeft({ elapsedSeconds: 14, progress: null, typicalSeconds: 10 })).toBe(0);
    expect(estimateSecondsLeft({ elapsedSeconds: 4, progress: null, typicalSeconds: null })).toBe(
      null,
    );
  });

  it("counts the elapsed time up and the estimate down between the back end's reports", () => {
    const status = toJobStatus(
      { record: record({ etaSeconds: 10, writtenAt: 1_002_000 }), preview: null },
      1_005_000,
    );
    expect(status).toMatchObject({ elapsed_seconds: 5, eta_seconds: 7 });
  });

  it("shows no times or preview while the job waits or once it ended", () => {
    for (const state of ["queued", "succeeded"] as const) {
      const status = toJobStatus(
        { record: record({ state, etaSeconds: 3 }), preview: "data:image/png;base64,AA==" },
        1_005_000,
      );
      expect(status).toMatchObject({ elapsed_seconds: null, eta_seconds: null, preview: null });
    }
  });
});
