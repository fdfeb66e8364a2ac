import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOT_CHALLENGE_MESSAGES } from "#contract/bot-challenge-rules";
import { API_KEY } from "../../test-support/server/api";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { solveAppChallenge, solvedPayload } from "../../test-support/server/bot-challenge";
import { nextClientAddress } from "../../test-support/server/engines";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../test-support/server/redis";

const SECRET = "bot-challenge-test-secret-of-32-characters";
const IMAGE = {
  prompt: "a lighthouse at dusk",
  negative_prompt: "",
  width: 256,
  height: 256,
  num_inference_steps: 10,
  guidance_scale: 7.5,
  model: "stabilityai/stable-diffusion-3.5-large",
};

function generate(testApp: TestApp, altcha?: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/ai-image/generate",
    payload: { ...IMAGE, ...(altcha === undefined ? {} : { altcha }) },
    headers: { "x-api-key": API_KEY },
    remoteAddress: nextClientAddress(),
  });
}

function placeCall(testApp: TestApp, altcha?: string) {
  const form = new URLSearchParams({ to_number: "919876500011", message: "Say hello" });
  if (altcha) form.set("altcha", altcha);
  return testApp.app.inject({
    method: "POST",
    url: "/api/ai-call-dialer/call",
    payload: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
    remoteAddress: nextClientAddress(),
  });
}

const challengeOn = { BOT_CHALLENGE: "on", SIGNING_SECRET: SECRET, IMAGE_DEMO_STEP_MS: "1" };

describe("the check against bots", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: challengeOn });
  });
  afterAll(() => testApp?.close());

  it("issues signed challenges that expire and are never cached", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/challenge",
      headers: { "x-api-key": API_KEY },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = response.json();
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const inMinutes = (challenge.parameters.expiresAt * 1000 - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(9);
    expect(inMinutes).toBeLessThanOrEqual(10);
  });

  it("refuses an image without a solved challenge, accepts one, and refuses it replayed", async () => {
    const missing = await generate(testApp);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: BOT_CHALLENGE_MESSAGES.missing });

    const payload = await solveAppChallenge(testApp.app);
    expect((await generate(testApp, payload)).statusCode).toBe(200);

    const replayed = await generate(testApp, payload);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual({ detail: BOT_CHALLENGE_MESSAGES.used });
  });

  it("refuses a forged, a tampered, an expired and a malformed payload", async () => {
    // Signed with another key: the site did not issue it.
    const forged = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      counter: 20,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: "someone-else's-key-of-32-characters-long",
    });
    const expired = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      counter: 20,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      hmacSignatureSecret: SECRET,
    });
    const genuine = JSON.parse(
      Buffer.from(await solveAppChallenge(testApp.app), "base64").toString(),
    );
    genuine.challenge.parameters.cost = 1;
    const tampered = Buffer.from(JSON.stringify(genuine)).toString("base64");

    for (const payload of [
      await solvedPayload(forged),
      await solvedPayload(expired),
      tampered,
      "not base64 json",
    ]) {
      const response = await generate(testApp, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: BOT_CHALLENGE_MESSAGES.failed });
    }
  });

  it("answers a refused call in the dialer's shape", async () => {
    const response = await placeCall(testApp);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: "error",
      message: BOT_CHALLENGE_MESSAGES.missing,
      detail: BOT_CHALLENGE_MESSAGES.missing,
    });
    expect((await placeCall(testApp, await solveAppChallenge(testApp.app))).statusCode).toBe(200);
  });
});

describe("with BOT_CHALLENGE=off", () => {
  it("takes requests without a challenge, for API clients", async () => {
    const testApp = await buildTestApp({ env: { BOT_CHALLENGE: "off", IMAGE_DEMO_STEP_MS: "1" } });
    try {
      expect((await generate(testApp)).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});

const redisSkip = await redisUnavailableReason("replays across instances");

describe.skipIf(redisSkip !== null)("two instances sharing Redis", () => {
  const redisKeys = testRedisPrefix();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { ...challengeOn, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisKeys.prefix };
    first = await buildTestApp({ env });
    second = await buildTestApp({ env });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redisKeys.clear();
  });

  it("refuse on one a solution already used on the other", async () => {
    const payload = await solveAppChallenge(first.app);
    expect((await generate(second, payload)).statusCode).toBe(200);
    const replayed = await generate(first, payload);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual({ detail: BOT_CHALLENGE_MESSAGES.used });
  });
});

describe("an instance given the shared key without shared storage", () => {
  it("says at start-up that it remembers spent solutions alone", async () => {
    const startUp = async (env: Record<string, string>) => {
      const lines: { msg?: string }[] = [];
      const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
      const testApp = await buildTestApp({ env: { ...env, LOG_LEVEL: "warn" }, logStream });
      await testApp.app.ready();
      await testApp.close();
      return lines.filter((line) => line.msg?.includes("REDIS_URL is not"));
    };
    expect(await startUp(challengeOn)).toHaveLength(1);
    // With the check off there is nothing to remember.
    expect(await startUp({ ...challengeOn, BOT_CHALLENGE: "off" })).toHaveLength(0);
  });
});
