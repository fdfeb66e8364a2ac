import { describe, expect, it } from "vitest";
import type { CallStatus } from "#contract/ai-call-rules";
import { createSimulatedTelephony } from "./simulated-telephony";

/** A simulated network whose reports are recorded, paced slowly enough to act between steps. */
function recordedNetwork() {
  const statuses: CallStatus[] = [];
  const waiters = new Set<() => void>();
  const telephony = createSimulatedTelephony({
    paceMs: 40,
    listener: {
      async onStatus(_ref, _sid, status) {
        statuses.push(status);
        for (const waiter of waiters) waiter();
        return true;
      },
      onCalleeSaid: async () => ({ reply: "", end: false }),
      onMachineAnswered: async () => null,
    },
  });
  const reached = (status: CallStatus) =>
    new Promise<void>((resolve) => {
      const check = () => statuses.includes(status) && resolve();
      waiters.add(check);
      check();
    });
  return { telephony, statuses, reached };
}

const request = {
  callRef: "ref",
  to: "+919876543210",
  opening: "Hello",
  maxDurationSeconds: 60,
  scriptedCallee: false,
};

describe("the simulated network's hang-up", () => {
  it("cancels a call hung up while it rings, as Twilio does", async () => {
    const { telephony, statuses, reached } = recordedNetwork();
    const { sid } = await telephony.placeCall(request);
    await reached("ringing");
    await telephony.hangUp(sid);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(statuses).toEqual(["initiated", "ringing", "canceled"]);
    await telephony.close();
  });

  it("completes a call hung up once answered", async () => {
    const { telephony, statuses, reached } = recordedNetwork();
    const { sid } = await telephony.placeCall(request);
    await reached("in-progress");
    await telephony.hangUp(sid);
    expect(statuses).toEqual(["initiated", "ringing", "in-progress", "completed"]);
    await telephony.close();
  });
});
