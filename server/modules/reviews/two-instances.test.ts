import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test-support/server/app";
import {
  createPostgresDatabase,
  postgresUnavailableReason,
} from "../../../test-support/server/postgres";
import {
  call,
  recountStats,
  reviewToReport,
  storedStats,
} from "../../../test-support/server/reviews-test-kit";

const skipReason = await postgresUnavailableReason();

/** Two servers on one PostgreSQL database, as a deployment behind a load balancer runs them. */
describe.skipIf(skipReason !== null)("reviews on two instances sharing PostgreSQL", () => {
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    const env = { DATABASE_URL: database.url, REVIEW_CACHE_TTL_MS: "0" };
    first = await buildTestApp({ env });
    second = await buildTestApp({ env });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await drop?.();
  });

  it("share the daily cap of an address, even for reviews sent at the same moment", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call(n % 2 === 0 ? first : second, {
          method: "POST",
          url: "/api/reviews",
          ip: "203.0.113.77",
          payload: {
            name: "Same Sender",
            email: `made-up-${n}@example.com`,
            description: "Terrible.",
            rating: 1,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect((await storedStats(first)).total).toBe(3);
  });

  it("let reports from one network on both instances leave a review published", async () => {
    const id = await reviewToReport(first);
    const reports = await Promise.all(
      ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"].map((ip, n) =>
        call(n % 2 === 0 ? first : second, {
          method: "PATCH",
          url: `/api/reviews/${id}/report`,
          headers: { "x-visitor-id": `loopback-reporter-${n}` },
          ip,
        }),
      ),
    );
    expect(reports.map((report) => report.statusCode)).toEqual([200, 200, 200, 200]);
    for (const instance of [first, second]) {
      const page = await call(instance, { method: "GET", url: "/api/reviews" });
      expect(page.json().reviews.map((review: { _id: string }) => review._id)).toContain(id);
    }
    expect(await storedStats(first)).toEqual(await recountStats(first));
  });

  it("hide a review reported from three networks at once on both instances, counted out once", async () => {
    const { _id: id } = (
      await call(second, {
        method: "POST",
        url: "/api/reviews",
        ip: "198.18.9.1",
        payload: { name: "Client", email: "honest@example.com", description: "Fine.", rating: 5 },
      })
    ).json();
    const reports = await Promise.all(
      ["192.0.2.1", "198.51.100.1", "203.0.113.1"].map((ip, n) =>
        call(n % 2 === 0 ? first : second, {
          method: "PATCH",
          url: `/api/reviews/${id}/report`,
          headers: { "x-visitor-id": `network-reporter-${n}` },
          ip,
        }),
      ),
    );
    expect(reports.map((report) => report.statusCode)).toEqual([200, 200, 200]);
    const page = await call(first, { method: "GET", url: "/api/reviews" });
    expect(page.json().reviews.map((review: { _id: string }) => review._id)).not.toContain(id);
    expect(await storedStats(first)).toEqual(await recountStats(first));
  });
});
