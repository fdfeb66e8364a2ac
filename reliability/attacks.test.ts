import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problems, type Cluster } from "../test-support/server/instances";
import { postgresUnavailableReason } from "../test-support/server/postgres";
import { redisUnavailableReason } from "../test-support/server/redis";
import { ATTACKS, sendOrdinaryPrompt, startAttackedCluster } from "./attacks";

const skipReason =
  (await postgresUnavailableReason()) ??
  (await redisUnavailableReason("the attacks on several instances"));

/** Ports of this file's balancer and its two instances. */
const PORTS = [5306, 5307, 5308];

describe.skipIf(skipReason !== null)("attacks on two instances behind one address", () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startAttackedCluster(PORTS);
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  it("lets an ordinary prompt near the filter's words through", async () => {
    const answer = await sendOrdinaryPrompt(cluster);
    expect(answer.status, answer.body).toBe(200);
  }, 30_000);

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
    "holds against %s",
    async (_name, attack) => {
      const outcome = await attack(cluster);
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ held: true, through: 0 });
      expect(Object.keys(outcome.statuses).filter((status) => status.startsWith("5"))).toEqual([]);
    },
    150_000,
  );

  it("logs no error on either instance while attacked", () => {
    expect(cluster.instances.flatMap((instance) => problems(instance))).toEqual([]);
  });
});
