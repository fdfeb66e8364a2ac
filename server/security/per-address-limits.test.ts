import { describe, expect, it } from "vitest";
import { HANG_UP_RATE_LIMIT } from "../modules/ai-call/calls/call-routes";
import { GENERATE_RATE_LIMIT } from "../modules/ai-image/routes";
import { CONTACT_RATE_LIMIT } from "../modules/contact/routes";
import { type TestApp } from "../../test-support/server/app";
import { API_KEY } from "../../test-support/server/api";
import { cleanupsAfterEach } from "../../test-support/server/cleanups";
import { reviewToReport } from "../../test-support/server/reviews-test-kit";

// One visitor usually holds a whole IPv6 /64: every per-address limit must count it once, not
// each of its 2^64 addresses as a new visitor. An IPv4 client reached over a dual-stack socket
// (`::ffff:a.b.c.d`) is the same visitor as over IPv4.

const cleanups = cleanupsAfterEach();
const appWith = (env: Record<string, string> = {}) => cleanups.testApp(env);

const send = (
  testApp: TestApp,
  method: "POST" | "PATCH",
  url: string,
  remoteAddress: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) =>
  testApp.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { "x-api-key": API_KEY, ...options.headers },
    remoteAddress,
  });

const contact = (testApp: TestApp, remoteAddress: string, n: number) =>
  send(testApp, "POST", "/api/contact/", remoteAddress, {
    payload: {
      name: "Visitor",
      email: "visitor@example.com",
      subject: `Per address ${n}`,
      message: "A message counted against the limit.",
    },
  });

/** The n-th address in the /64 `network` (given as its first four groups). */
const inNetwork = (network: string, n: number) => `${network}:${(n * 7919).toString(16)}::${n + 1}`;

describe("per-address limits", () => {
  it("count the contact form's messages from one IPv6 /64 together, and other /64s apart", async () => {
    const testApp = await appWith();
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_RATE_LIMIT.max; n += 1) {
      statuses.push((await contact(testApp, inNetwork("2001:db8:a:1", n), n)).statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), 429]);
    expect((await contact(testApp, "2001:db8:a:2::1", 99)).statusCode).toBe(201);
    // The stored address is the key the limit counts by, not the visitor's full address.
    const stored = await testApp.database.db
      .selectFrom("contact_messages")
      .select("ip")
      .distinct()
      .orderBy("ip")
      .execute();
    expect(stored.map((row) => row.ip)).toEqual(["2001:db8:a:1::/64", "2001:db8:a:2::/64"]);
  });

  it("exempt a whole /64 when the allow-list names one address in it, and a mapped IPv4 as IPv4", async () => {
    const testApp = await appWith({
      RATE_LIMIT_ALLOW_LIST: "2001:db8:e:1::1, ::ffff:198.51.100.30",
    });
    for (let n = 0; n < CONTACT_RATE_LIMIT.max + 3; n += 1) {
      expect((await contact(testApp, inNetwork("2001:db8:e:1", n), n)).statusCode).toBe(201);
      expect((await contact(testApp, "198.51.100.30", n)).statusCode).toBe(201);
    }
  });

  it("allow one active call per /64", async () => {
    const testApp = await appWith({ CALL_DEMO_PACE_MS: "1000" });
    const place = (remoteAddress: string, number: string) =>
      send(testApp, "POST", "/api/ai-call-dialer/call", remoteAddress, {
        // The visitor plays the callee, so the call stays active until the app closes.
        payload: { to_number: number, message: "Hello", play_callee: "true" },
      });
    expect((await place("2001:db8:b:1::1", "919876500601")).statusCode).toBe(200);
    expect((await place("2001:db8:b:1:abcd::2", "919876500602")).statusCode).toBe(409);
    expect((await place("2001:db8:b:2::1", "919876500603")).statusCode).toBe(200);
  });

  it("count image generations per day per /64, and an IPv4-mapped client as the IPv4 address", async () => {
    const testApp = await appWith({ IMAGE_DEMO_STEP_MS: "0", IMAGE_PER_IP_DAILY_LIMIT: "1" });
    const generate = (remoteAddress: string) =>
      send(testApp, "POST", "/api/ai-image/generate", remoteAddress, {
        payload: {
          prompt: "a lighthouse at dusk",
          width: 256,
          height: 256,
          num_inference_steps: 10,
          guidance_scale: 7.5,
          model: "stabilityai/stable-diffusion-3.5-large",
        },
      });
    expect((await generate("2001:db8:c:1::1")).statusCode).toBe(200);
    expect((await generate("2001:db8:c:1:ffff::9")).statusCode).toBe(429);
    expect((await generate("2001:db8:c:2::1")).statusCode).toBe(200);
    expect((await generate("::ffff:198.51.100.9")).statusCode).toBe(200);
    expect((await generate("198.51.100.9")).statusCode).toBe(429);
  });

  it("refuse a flood of image requests or hang-ups from one address before reading its bodies", async () => {
    const testApp = await appWith();
    const flood = [
      { url: "/api/ai-image/generate", limit: GENERATE_RATE_LIMIT.max },
      { url: "/api/ai-call-dialer/hangup", limit: HANG_UP_RATE_LIMIT.max },
    ];
    for (const { url, limit } of flood) {
      const statuses: number[] = [];
      for (let n = 0; n <= limit; n += 1) {
        // A body no route could use: only the limit tells the last answer from the others.
        const response = await send(testApp, "POST", url, "203.0.113.7", { payload: { n } });
        statuses.push(response.statusCode);
      }
      expect(
        statuses.slice(0, limit).every((status) => status !== 429),
        url,
      ).toBe(true);
      expect(statuses.at(-1), url).toBe(429);
      // Another visitor is not held back by it.
      const other = await send(testApp, "POST", url, "198.51.100.9", { payload: {} });
      expect(other.statusCode, url).not.toBe(429);
    }
  });

  it("need reports from as many /48 networks as the threshold to hide a review", async () => {
    const testApp = await appWith();
    const id = await reviewToReport(testApp);
    const report = (remoteAddress: string, visitor: string) =>
      send(testApp, "PATCH", `/api/reviews/${id}/report`, remoteAddress, {
        headers: { "x-visitor-id": visitor },
      });
    const visible = async () =>
      (await send(testApp, "PATCH", `/api/reviews/${id}/helpful`, "192.0.2.80")).statusCode === 200;

    for (let n = 0; n < testApp.config.REVIEW_REPORT_THRESHOLD; n += 1) {
      expect((await report(inNetwork("2001:db8:f:1", n), `reporter-${n}-of-one`)).statusCode).toBe(
        200,
      );
    }
    expect(await visible()).toBe(true);
    // Other /64s of the same /48 are the same network.
    expect((await report("2001:db8:f:2::1", "reporter-same-site")).statusCode).toBe(200);
    expect((await report("2001:db8:f:3::1", "reporter-same-site-too")).statusCode).toBe(200);
    expect(await visible()).toBe(true);
    expect((await report("2001:db8:10::1", "reporter-second")).statusCode).toBe(200);
    expect(await visible()).toBe(true);
    expect((await report("2001:db8:11::1", "reporter-third")).statusCode).toBe(200);
    expect(await visible()).toBe(false);
  });
});
