import { describe, expect, it } from "vitest";
import { runBodyFlood } from "./body-flood";

/** Bounded for `npm test`; `npm run reliability:flood` is the full run, with the waiting figure. */
describe("a flood of costly bodies from one address", () => {
  it("is refused with 4xx answers while another visitor is still served", async () => {
    const report = await runBodyFlood(3, 4);
    expect(report.attacks).toBeGreaterThan(0);
    const statuses = Object.keys(report.attackStatuses);
    // Shapes refused as they are read (400, 413), then the address's limit (429).
    expect(
      statuses.every((status) => ["400", "413", "429"].includes(status)),
      statuses.join(),
    ).toBe(true);
    expect(report.bystander.requests).toBeGreaterThan(0);
    expect(report.bystander.failed).toBe(0);
  }, 60_000);
});
