import { describe, expect, it } from "vitest";
import { type TestApp } from "../test-support/server/app";
import { freePort } from "../test-support/server/call-socket-client";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../test-support/server/redis";
import { API_KEY, IMAGE_REQUEST } from "../test-support/server/api";
import { cleanupsAfterEach } from "../test-support/server/cleanups";

const skipReason = await redisUnavailableReason("the tests of limits shared through Redis");

const contact = (n: number) => ({
  name: "Visitor",
  email: "visitor@example.com",
  subject: `Shared limits ${n}`,
  message: "A message to count against the limit.",
});

const cleanups = cleanupsAfterEach();
const appWith = (env: Record<string, string>) =>
  cleanups.testApp({ IMAGE_DEMO_STEP_MS: "0", ...env });
const post = (testApp: TestApp, url: string, payload: object, remoteAddress = "10.60.0.1") =>
  testApp.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "x-api-key": API_KEY },
    remoteAddress,
  });

describe.skipIf(skipReason !== null)("limits shared through Redis", () => {
  it("counts one address's contact messages on two instances against one limit", async () => {
    const keys = testRedisPrefix();
    cleanups.push(() => keys.clear());
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keys.prefix };
    const instances = [await appWith(env), await appWith(env)];
    const statuses = [];
    for (let n = 0; n < 8; n += 1) {
      statuses.push((await post(instances[n % 2]!, "/api/contact/", contact(n))).statusCode);
    }
    // The contact form allows 5 a minute per address; alone, each instance would allow 5 more.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });
});

describe("limits while Redis is unreachable", () => {
  it("keeps the forms up without Redis, and refuses images rather than pass the daily limit", async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const testApp = await appWith({ REDIS_URL: nowhere });
    expect((await post(testApp, "/api/contact/", contact(0))).statusCode).toBe(201);
    const refused = await post(testApp, "/api/ai-image/generate", IMAGE_REQUEST);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      detail: "Image generation is unavailable; please try again in a minute",
    });
  });
});
