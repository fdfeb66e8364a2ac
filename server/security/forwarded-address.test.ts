import { describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "../modules/contact/routes";
import { type TestApp } from "../../test-support/server/app";
import { API_KEY, IMAGE_REQUEST } from "../../test-support/server/api";
import { cleanupsAfterEach } from "../../test-support/server/cleanups";
import { reviewToReport } from "../../test-support/server/reviews-test-kit";

// Behind a proxy the client's address comes from X-Forwarded-For, which the client may also
// write: a proxy that appends (as many do) passes `forged, real` on. Only the entry the trusted
// proxy added counts, so no forged value may move a visitor out of a limit.

const PROXY = "10.0.0.2";
const VISITOR = "198.51.100.7";
const MONITOR = "192.0.2.50";

const cleanups = cleanupsAfterEach();
const behindProxy = (env: Record<string, string> = {}) =>
  cleanups.testApp({ TRUST_PROXY: PROXY, RATE_LIMIT_ALLOW_LIST: MONITOR, ...env });

/** A request as the proxy passes it on: from the proxy, with what the client wrote first. */
const send = (
  testApp: TestApp,
  method: "POST" | "PATCH",
  url: string,
  forwardedFor: string,
  options: { payload?: object; headers?: Record<string, string>; from?: string } = {},
) =>
  testApp.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { "x-api-key": API_KEY, "x-forwarded-for": forwardedFor, ...options.headers },
    remoteAddress: options.from ?? PROXY,
  });

/**
 * `count` POSTs one after another, the n-th claiming 203.0.113.(n + 1) before the visitor's own
 * address; their status codes.
 */
async function postsClaimingOthers(
  testApp: TestApp,
  url: string,
  count: number,
  payload: (n: number) => object,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const forwardedFor = `203.0.113.${n + 1}, ${VISITOR}`;
    statuses.push(
      (await send(testApp, "POST", url, forwardedFor, { payload: payload(n) })).statusCode,
    );
  }
  return statuses;
}

const contact = (testApp: TestApp, forwardedFor: string, n: number, from?: string) =>
  send(testApp, "POST", "/api/contact/", forwardedFor, {
    from,
    payload: {
      name: "Visitor",
      email: "visitor@example.com",
      subject: `Forwarded ${n}`,
      message: "One of many messages from one visitor.",
    },
  });

const storedAddresses = async (testApp: TestApp) =>
  (await testApp.database.db.selectFrom("contact_messages").select("ip").distinct().execute()).map(
    (row) => row.ip,
  );

describe("a client behind the trusted proxy", () => {
  it("meets the contact limit at its limit while forging a new leftmost X-Forwarded-For each time", async () => {
    const testApp = await behindProxy();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      statuses.push((await contact(testApp, `203.0.113.${n + 1}, ${VISITOR}`, n)).statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), ...Array(7).fill(429)]);
    expect(await storedAddresses(testApp)).toEqual([VISITOR]);
  });

  it("cannot claim an allow-listed address, which the proxy's own entry still exempts", async () => {
    const testApp = await behindProxy();
    const forged: number[] = [];
    const monitor: number[] = [];
    for (let n = 0; n < CONTACT_RATE_LIMIT.max + 2; n += 1) {
      forged.push((await contact(testApp, `${MONITOR}, ${VISITOR}`, n)).statusCode);
      monitor.push((await contact(testApp, MONITOR, n)).statusCode);
    }
    expect(forged).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), 429, 429]);
    expect(monitor).toEqual(Array(CONTACT_RATE_LIMIT.max + 2).fill(201));
  });

  it("places one call at a time whatever address it claims", async () => {
    const testApp = await behindProxy({ CALL_DEMO_PACE_MS: "1000" });
    // The visitor plays the callee, so the first call stays active.
    const statuses = await postsClaimingOthers(testApp, "/api/ai-call-dialer/call", 3, (n) => ({
      to_number: `91987650070${n}`,
      message: "Hello",
      play_callee: "true",
    }));
    expect(statuses).toEqual([200, 409, 409]);
  });

  it("starts no more images than its daily limit whatever address it claims", async () => {
    const testApp = await behindProxy({ IMAGE_DEMO_STEP_MS: "0", IMAGE_PER_IP_DAILY_LIMIT: "2" });
    const statuses = await postsClaimingOthers(
      testApp,
      "/api/ai-image/generate",
      4,
      () => IMAGE_REQUEST,
    );
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("cannot hide a review alone by reporting it as several addresses", async () => {
    const testApp = await behindProxy();
    const id = await reviewToReport(testApp);
    for (let n = 0; n < testApp.config.REVIEW_REPORT_THRESHOLD + 2; n += 1) {
      const reported = await send(
        testApp,
        "PATCH",
        `/api/reviews/${id}/report`,
        `203.0.113.${n + 1}, ${VISITOR}`,
        { headers: { "x-visitor-id": `sock-puppet-${n}-abc` } },
      );
      expect(reported.statusCode).toBe(200);
    }
    const list = await testApp.app.inject({
      method: "GET",
      url: "/api/reviews",
      headers: { "x-api-key": API_KEY },
    });
    expect(list.json().reviews.map((review: { _id: string }) => review._id)).toEqual([id]);
  });
});

describe("the address a proxy forwards", () => {
  it("counts one client however the proxy writes its address", async () => {
    const testApp = await behindProxy();
    const spellings = ["10.9.0.2", "10.9.0.2:1000", "[::ffff:10.9.0.2]", "[::ffff:10.9.0.2]:443"];
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_RATE_LIMIT.max; n += 1) {
      statuses.push((await contact(testApp, spellings[n % spellings.length]!, n)).statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), 429]);
    expect(await storedAddresses(testApp)).toEqual(["10.9.0.2"]);
  });

  it.each(["010.0.0.2", "10.0.0.256", "not-an-address", "10.0.0.2:99999"])(
    "refuses %j, which is not an address",
    async (forwarded) => {
      const testApp = await behindProxy();
      const response = await contact(testApp, forwarded, 0);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(
        "The client address the proxy forwarded is not an IP address",
      );
      expect(await storedAddresses(testApp)).toEqual([]);
    },
  );
});

describe("a client that reaches the server without the proxy", () => {
  it("is counted by its own address, whatever X-Forwarded-For it sends", async () => {
    const testApp = await behindProxy();
    const direct = "198.51.100.8";
    const statuses: number[] = [];
    for (let n = 0; n < CONTACT_RATE_LIMIT.max + 2; n += 1) {
      statuses.push((await contact(testApp, `203.0.113.${n + 1}`, n, direct)).statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), 429, 429]);
    expect(await storedAddresses(testApp)).toEqual([direct]);
  });
});
