import { describe, expect, it } from "vitest";
import { BOT_CHALLENGE_MESSAGES } from "#contract/bot-challenge-rules";
import { API_KEY } from "../../../test-support/server/api";
import { type TestApp } from "../../../test-support/server/app";
import { solveAppChallenge } from "../../../test-support/server/bot-challenge";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import { ENGINES, engineEnv } from "../../../test-support/server/engines";
import { countRows } from "../../../test-support/server/rows";
import { CONFIRMATIONS_PER_NETWORK_PER_DAY, NETWORK_LIMIT_MESSAGE } from "./service";

const cleanups = cleanupsAfterEach();

const subscribe = (
  testApp: TestApp,
  email: string,
  remoteAddress: string,
  extra: Record<string, string> = {},
) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/newsletter/subscribe",
    headers: { "x-api-key": API_KEY },
    payload: { email, ...extra },
    remoteAddress,
  });

const mailsTo = (testApp: TestApp, email: string) =>
  testApp.database.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("to_address", "=", email)
    .execute();

describe("the check against bots on newsletter sign-up", () => {
  it("refuses a sign-up without a solved challenge when the check is on", async () => {
    const testApp = await cleanups.testApp({ BOT_CHALLENGE: "on" });
    const refused = await subscribe(testApp, "bot@example.com", "10.80.0.1");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BOT_CHALLENGE_MESSAGES.missing });
    expect(await countRows(testApp.database.db, "newsletter_subscribers")).toBe(0);
    expect(await countRows(testApp.database.db, "mail_outbox")).toBe(0);

    const altcha = await solveAppChallenge(testApp.app);
    const accepted = await subscribe(testApp, "person@example.com", "10.80.0.1", { altcha });
    expect(accepted.statusCode).toBe(201);
    expect(await mailsTo(testApp, "person@example.com")).toHaveLength(1);
    // A solution buys one sign-up.
    const replayed = await subscribe(testApp, "other@example.com", "10.80.0.1", { altcha });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual({ detail: BOT_CHALLENGE_MESSAGES.used });
  });
});

describe.each(ENGINES)("the network quota on $engine, across two instances", ({ engine, skip }) => {
  /** Two servers on one database, as behind the load balancer. */
  async function twoInstances(): Promise<[TestApp, TestApp]> {
    const setup = await engineEnv(engine);
    cleanups.push(setup.drop);
    const first = await cleanups.testApp(setup.env);
    // On SQLite the second server opens the first one's database file.
    const second = await cleanups.testApp({ ...setup.env, DATA_DIR: first.config.DATA_DIR });
    return [first, second];
  }

  /** Signs up one new address from each client address, alternating between the instances. */
  async function signUps(instances: TestApp[], clients: string[], tag: string) {
    const statuses: number[] = [];
    for (const [index, client] of clients.entries()) {
      const instance = instances[index % instances.length]!;
      statuses.push((await subscribe(instance, `${tag}${index}@example.com`, client)).statusCode);
    }
    return statuses;
  }

  const quota = CONFIRMATIONS_PER_NETWORK_PER_DAY;
  const allowed = Array<number>(quota).fill(201);

  it.skipIf(skip)(
    "sends one IPv4 /24 at most its daily confirmations, whichever instance it reaches",
    async () => {
      const instances = await twoInstances();
      // A fresh client address for each sign-up: the per-address limits never bite.
      const clients = Array.from({ length: quota + 1 }, (_, n) => `10.81.7.${n + 1}`);
      expect(await signUps(instances, clients, "v4-")).toEqual([...allowed, 429]);

      const refused = await subscribe(instances[0], "one-more@example.com", "10.81.7.200");
      expect(refused.json()).toEqual({ detail: NETWORK_LIMIT_MESSAGE });
      // Nothing of a refused sign-up is kept: no subscriber, no mail.
      expect(await mailsTo(instances[1], "one-more@example.com")).toHaveLength(0);
      const db = instances[1].database.db;
      expect(await countRows(db, "newsletter_subscribers")).toBe(quota);
      expect(await countRows(db, "mail_outbox")).toBe(quota);

      // The next network is counted on its own.
      expect((await subscribe(instances[1], "next@example.com", "10.81.8.1")).statusCode).toBe(201);
    },
  );

  it.skipIf(skip)("counts every /64 of an IPv6 /48 as one network", async () => {
    const instances = await twoInstances();
    const clients = Array.from(
      { length: quota + 1 },
      (_, n) => `2001:db8:81:${(n + 1).toString(16)}::1`,
    );
    expect(await signUps(instances, clients, "v6-")).toEqual([...allowed, 429]);
    const elsewhere = await subscribe(instances[0], "v6-next@example.com", "2001:db8:82::1");
    expect(elsewhere.statusCode).toBe(201);
  });

  it.skipIf(skip)("counts only sign-ups that send a confirmation mail", async () => {
    const instances = await twoInstances();
    const clients = Array.from({ length: quota + 5 }, (_, n) => `10.81.9.${n + 1}`);
    // The same address again and again: after its first mail the daily resend limit holds the
    // rest back, so they cost the network nothing.
    for (const [index, client] of clients.entries()) {
      const instance = instances[index % 2]!;
      expect((await subscribe(instance, "same@example.com", client)).statusCode).toBeLessThan(300);
    }
    expect(await mailsTo(instances[0], "same@example.com")).toHaveLength(1);
    expect((await subscribe(instances[1], "new@example.com", "10.81.9.250")).statusCode).toBe(201);
  });
});
