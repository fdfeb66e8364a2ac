import { beforeEach, describe, expect, it } from "vitest";
import { CALL_REFUSALS, CONSENT_MESSAGES } from "#contract/ai-call-rules";
import { BOT_CHALLENGE_MESSAGES } from "#contract/bot-challenge-rules";
import { API_KEY } from "../../../../test-support/server/api";
import { solveAppChallenge } from "../../../../test-support/server/bot-challenge";
import { testAppOnEngine, type EngineTestApp } from "../../../../test-support/server/engine-app";
import { ENGINES } from "../../../../test-support/server/engines";
import { twilioHarness, type TwilioHarness } from "../../../../test-support/server/twilio-harness";

let networks = 0;
/** An address of a network (/24) of its own, so limits per address and per network bite only where a test wants. */
function addressOfNewNetwork(): string {
  networks += 1;
  return `10.${100 + (networks >> 8)}.${networks & 255}.1`;
}

function post(
  testApp: Pick<EngineTestApp, "app">,
  url: string,
  fields: Record<string, string>,
  remoteAddress = addressOfNewNetwork(),
) {
  return testApp.app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
    remoteAddress,
  });
}

const requestCode = (testApp: Pick<EngineTestApp, "app">, to: string, address?: string) =>
  post(testApp, "/api/ai-call-dialer/verification", { to_number: to }, address);
const checkCode = (testApp: Pick<EngineTestApp, "app">, to: string, code: string) =>
  post(testApp, "/api/ai-call-dialer/verification/check", { to_number: to, code });
const placeCall = (testApp: Pick<EngineTestApp, "app">, to: string) =>
  post(testApp, "/api/ai-call-dialer/call", { to_number: to, message: "Confirm Friday" });

const refusal = (message: string) => ({ status: "error", message, detail: message });

/** Both instances of a harness on PostgreSQL, to take requests in turn; the one app on SQLite. */
const instancesOf = async (harness: TwilioHarness) =>
  harness.testApp.config.DATABASE_URL
    ? [harness.testApp, await harness.anotherInstance()]
    : [harness.testApp];

/** Ten minutes pass: Verify's codes expire, and with them the site's record of the pending ones. */
async function codesExpire(harness: TwilioHarness) {
  harness.verify.expireAll();
  await harness.testApp.database.db
    .updateTable("phone_consents")
    .set({ code_pending_until: new Date(Date.now() - 1).toISOString() })
    .execute();
}

describe.each(ENGINES)("consent of the person called, real mode on $engine", ({ engine, skip }) => {
  // No number is verified beforehand: each test's number goes through the consent step.
  const harness = twilioHarness({
    mode: "gather",
    engine,
    skip,
    env: {
      CALL_LIMIT_PER_NUMBER_PER_DAY: "5",
      VERIFY_CODES_PER_NUMBER_PER_DAY: "3",
      VERIFY_CODES_PER_IP_PER_HOUR: "3",
      VERIFY_MAX_WRONG_CODES: "3",
      VERIFY_LOCK_MINUTES: "15",
    },
  });
  const { testApp } = harness;
  beforeEach(() => {
    harness.llm.answer = () => ({
      text: "Hello, this is an AI assistant calling for Nexora Studio.",
    });
  });
  const lastCodeTo = (e164: string) =>
    harness.verify.texts.findLast((text) => text.to === e164)?.code;

  describe.skipIf(skip)("", () => {
    it("refuses a call to an unverified number with a message saying how to verify", async () => {
      const response = await placeCall(testApp, "919876500001");
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal(CONSENT_MESSAGES.unverified));
      expect(harness.twilio.calls).toHaveLength(0);
    });

    it("texts a code, refuses a wrong one, accepts the right one, then places the call", async () => {
      const sent = await requestCode(testApp, "919876500002");
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ status: "pending", message: CONSENT_MESSAGES.codeSent });
      const code = lastCodeTo("+919876500002");
      expect(code).toMatch(/^\d{6}$/);

      const wrong = await checkCode(
        testApp,
        "919876500002",
        code === "000000" ? "111111" : "000000",
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(refusal(CONSENT_MESSAGES.wrongCode(2)));

      const approved = await checkCode(testApp, "919876500002", code!);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        status: "approved",
        message: CONSENT_MESSAGES.approved,
      });
      const days = (Date.parse(approved.json().verified_until) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);

      expect((await placeCall(testApp, "919876500002")).statusCode).toBe(200);
      expect(harness.twilio.calls.at(-1)?.to).toBe("+919876500002");
      // Verified for a while: a second call needs no new code, and asking sends no text.
      const texts = harness.verify.texts.length;
      expect((await requestCode(testApp, "919876500002")).json()).toEqual({
        status: "verified",
        message: CONSENT_MESSAGES.alreadyVerified,
      });
      expect(harness.verify.texts).toHaveLength(texts);
      expect((await placeCall(testApp, "919876500002")).statusCode).toBe(200);
    });

    it("stores only a keyed hash of the number", async () => {
      await requestCode(testApp, "919876500003");
      const rows = await testApp.database.db
        .selectFrom("phone_code_requests")
        .selectAll()
        .execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain("9876500003");
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.number_hash))).toBe(true);
    });

    it("tells an expired code from a wrong one", async () => {
      await requestCode(testApp, "919876500004");
      harness.verify.expireAll();
      const response = await checkCode(testApp, "919876500004", lastCodeTo("+919876500004")!);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(refusal(CONSENT_MESSAGES.expiredCode));
      // As the answer says, a new code may be asked for at once.
      expect((await requestCode(testApp, "919876500004")).statusCode).toBe(200);
    });

    it("locks the number after too many wrong codes, for codes and checks alike", async () => {
      await requestCode(testApp, "919876500005");
      const right = lastCodeTo("+919876500005")!;
      const wrong = right === "000000" ? "111111" : "000000";
      expect((await checkCode(testApp, "919876500005", wrong)).json().message).toBe(
        CONSENT_MESSAGES.wrongCode(2),
      );
      expect((await checkCode(testApp, "919876500005", wrong)).json().message).toBe(
        CONSENT_MESSAGES.wrongCode(1),
      );
      const locked = await checkCode(testApp, "919876500005", wrong);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(refusal(CONSENT_MESSAGES.locked(15)));
      // Even the right code waits out the lock, and no new text is sent meanwhile.
      expect((await checkCode(testApp, "919876500005", right)).statusCode).toBe(429);
      const texts = harness.verify.texts.length;
      expect((await requestCode(testApp, "919876500005")).statusCode).toBe(429);
      expect(harness.verify.texts).toHaveLength(texts);
    });

    it("lets no more checks reach Verify than the wrong codes allowed, however many arrive at once", async () => {
      await requestCode(testApp, "919876500040");
      const right = lastCodeTo("+919876500040")!;
      const wrong = right === "000000" ? "111111" : "000000";
      const before = harness.verify.checks.length;
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => checkCode(testApp, "919876500040", wrong)),
      );
      // VERIFY_MAX_WRONG_CODES is 3: three reach Verify, the others meet the lock they set.
      expect(harness.verify.checks.length - before).toBe(3);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
      // A check that started before the lock cannot lift it: the right code still waits.
      expect((await checkCode(testApp, "919876500040", right)).statusCode).toBe(429);
    });

    it("limits codes per number per day and per address per hour", async () => {
      for (let index = 0; index < 3; index += 1) {
        expect((await requestCode(testApp, "919876500006")).statusCode).toBe(200);
        await codesExpire(harness);
      }
      const perNumber = await requestCode(testApp, "919876500006");
      expect(perNumber.statusCode).toBe(429);
      expect(perNumber.json()).toEqual(refusal(CONSENT_MESSAGES.perNumber(3)));

      const address = addressOfNewNetwork();
      for (const to of ["919876500007", "919876500008", "919876500009"]) {
        expect((await requestCode(testApp, to, address)).statusCode).toBe(200);
      }
      const perIp = await requestCode(testApp, "919876500010", address);
      expect(perIp.statusCode).toBe(429);
      expect(perIp.json()).toEqual(refusal(CONSENT_MESSAGES.perIp(3)));
    });

    it("sends no second code to a number while its code is valid", async () => {
      expect((await requestCode(testApp, "919876500013")).statusCode).toBe(200);
      // Asking again opens the field for the code already sent.
      const again = await requestCode(testApp, "919876500013");
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        status: "pending",
        message: CONSENT_MESSAGES.codePending(10),
      });
      expect(harness.verify.texts.filter((text) => text.to === "+919876500013")).toHaveLength(1);
      // Once it has expired, the number may get a new one.
      await codesExpire(harness);
      expect((await requestCode(testApp, "919876500013")).statusCode).toBe(200);
      expect(harness.verify.texts.filter((text) => text.to === "+919876500013")).toHaveLength(2);
    });

    it("sends one code for requests to a number at the same moment, on every instance", async () => {
      const instances = await instancesOf(harness);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          requestCode(instances[index % instances.length]!, "919876500011"),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      const messages = answers.map((answer) => answer.json().message);
      expect(messages.filter((message) => message === CONSENT_MESSAGES.codeSent)).toHaveLength(1);
      expect(
        messages.filter((message) => message === CONSENT_MESSAGES.codePending(10)),
      ).toHaveLength(7);
      expect(harness.verify.texts.filter((text) => text.to === "+919876500011")).toHaveLength(1);
    });

    it("says a landline cannot get a text; an invalid or foreign number is refused before Twilio", async () => {
      harness.verify.landlines.add("+919876500012");
      const landline = await requestCode(testApp, "919876500012");
      expect(landline.statusCode).toBe(400);
      expect(landline.json()).toEqual(refusal(CONSENT_MESSAGES.numberRefused));
      // No code went, so none is pending: asking again is refused for the number, not the wait.
      expect((await requestCode(testApp, "919876500012")).json()).toEqual(
        refusal(CONSENT_MESSAGES.numberRefused),
      );
      const invalid = await requestCode(testApp, "12");
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual(refusal(CALL_REFUSALS.invalidNumber));
      // No text to a country calls may not go to: such texts are what SMS pumping sells.
      const abroad = await requestCode(testApp, "14155550123");
      expect(abroad.statusCode).toBe(400);
      expect(abroad.json()).toEqual(refusal(CALL_REFUSALS.country("1")));
      expect(harness.verify.texts.some((text) => text.to === "+14155550123")).toBe(false);
    });

    it("asks the visitor to wait when Verify has too many requests for the number at once (60212)", async () => {
      harness.verify.busyNumbers.add("+919876500014");
      const busy = await requestCode(testApp, "919876500014");
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toEqual(refusal(CONSENT_MESSAGES.sendLimited));
      expect(harness.verify.texts.some((text) => text.to === "+919876500014")).toBe(false);
    });

    it("refuses a malformed code with the form's message", async () => {
      const response = await checkCode(testApp, "919876500002", "12ab");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(CONSENT_MESSAGES.codeFormat));
    });
  });
});

describe.each(ENGINES)("the day's codes against bursts on $engine", ({ engine, skip }) => {
  // A daily cap of 40: one network may ask for 4 an hour, 8 are kept for networks new today.
  const env = { VERIFY_CODES_DAILY_CAP: "40", VERIFY_CODES_PER_IP_PER_HOUR: "3" };
  const numbers = (first: number, count: number) =>
    Array.from({ length: count }, (_, index) => `9198765${String(first + index).padStart(5, "0")}`);
  const statuses = (answers: { statusCode: number }[]) =>
    answers.map((answer) => answer.statusCode);
  const alarms = (logs: Record<string, unknown>[], cap: string) =>
    logs.filter((line) => line.cap === cap && line.level === 50);

  describe.skipIf(skip)("from one network", () => {
    const harness = twilioHarness({ mode: "gather", engine, skip, env });

    it("gives a network's addresses their hourly share of the cap, and the others their codes", async () => {
      const instances = await instancesOf(harness);
      // Fourteen addresses of one /24, three codes each: alone, they would take the whole cap.
      const answers = await Promise.all(
        numbers(10_000, 42).map((to, index) =>
          requestCode(
            instances[index % instances.length]!,
            to,
            `10.77.0.${Math.floor(index / 3) + 1}`,
          ),
        ),
      );
      expect(statuses(answers).filter((status) => status === 200)).toHaveLength(4);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(38);
      for (const answer of refused) {
        expect(answer.json()).toEqual(refusal(CONSENT_MESSAGES.perNetwork));
      }
      expect(harness.verify.texts).toHaveLength(4);
      // Someone elsewhere still verifies a number.
      expect((await requestCode(harness.testApp, "919876519999")).statusCode).toBe(200);
      // The operator hears it once per instance, with the network and no number.
      const told = alarms(harness.logs, "network-hourly-share");
      expect(told).toHaveLength(instances.length);
      expect(told[0]).toMatchObject({ network: "10.77.0.0/24", limit: 4 });
      expect(JSON.stringify(harness.logs)).not.toContain("98765");
    });

    it("counts an IPv6 network by its /48, whichever /64 each request comes from", async () => {
      const answers = await Promise.all(
        numbers(11_000, 6).map((to, index) =>
          requestCode(harness.testApp, to, `2001:db8:77:${index}::1`),
        ),
      );
      expect(statuses(answers).filter((status) => status === 200)).toHaveLength(4);
      expect(statuses(answers).filter((status) => status === 429)).toHaveLength(2);
    });
  });

  describe.skipIf(skip)("from many networks", () => {
    const harness = twilioHarness({ mode: "gather", engine, skip, env });

    it("keeps a fifth of the cap for networks that have not asked today, then holds the cap", async () => {
      const instances = await instancesOf(harness);
      const ask = (tos: string[], addressOf: (index: number) => string) =>
        Promise.all(
          tos.map((to, index) =>
            requestCode(instances[index % instances.length]!, to, addressOf(index)),
          ),
        );
      // Sixteen networks, two codes each: 32, all the cap leaves to networks that asked before.
      const early = (index: number) => `10.78.${index % 16}.1`;
      expect(new Set(statuses(await ask(numbers(20_000, 32), early)))).toEqual(new Set([200]));
      const again = await ask(numbers(20_100, 16), early);
      expect(statuses(again)).toEqual(Array(16).fill(429));
      expect(again[0]!.json()).toEqual(refusal(CONSENT_MESSAGES.dailyCap));
      expect(alarms(harness.logs, "daily-cap-reserve")).toHaveLength(instances.length);

      // The reserve goes to networks new today, one code each until the cap.
      const late = await ask(numbers(20_200, 8), (index) => `10.79.${index}.1`);
      expect(statuses(late)).toEqual(Array(8).fill(200));
      const past = await ask(numbers(20_300, 4), (index) => `10.80.${index}.1`);
      expect(statuses(past)).toEqual(Array(4).fill(429));
      expect(past[0]!.json()).toEqual(refusal(CONSENT_MESSAGES.dailyCap));
      expect(harness.verify.texts).toHaveLength(40);
      expect(alarms(harness.logs, "daily-cap")).toHaveLength(instances.length);
      expect(alarms(harness.logs, "daily-cap")[0]).toMatchObject({ limit: 40 });
    });
  });
});

describe("a Verify service the account cannot use", () => {
  const harness = twilioHarness({
    mode: "gather",
    // A service the account does not have: Verify answers 404 with code 20404.
    env: { TWILIO_VERIFY_SERVICE_SID: "VA00000000000000000000000000000000" },
  });

  it("tells the visitor codes are unavailable and the operator what to fix", async () => {
    const response = await requestCode(harness.testApp, "919876500020");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(refusal(CONSENT_MESSAGES.unavailable));
    const logged = harness.logs.find((line) => line.code === 20404);
    expect(logged).toMatchObject({ level: 50 });
    expect(logged?.msg).toContain("TWILIO_VERIFY_SERVICE_SID");
    expect(JSON.stringify(harness.logs)).not.toContain("9876500020");
  });
});

describe("the consent step in the demo", () => {
  const testApp = testAppOnEngine("sqlite", false, {
    BOT_CHALLENGE: "on",
    CALL_ALLOWED_REGIONS: "IN",
    CALL_DEMO_PACE_MS: "600000",
  });

  it("hands the code back to show on screen, checks it, and places calls without one", async () => {
    const missing = await requestCode(testApp, "919876500030");
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(refusal(BOT_CHALLENGE_MESSAGES.missing));

    const sent = await post(testApp, "/api/ai-call-dialer/verification", {
      to_number: "919876500030",
      altcha: await solveAppChallenge(testApp.app),
    });
    expect(sent.statusCode).toBe(200);
    const { demo_code: code, message } = sent.json();
    expect(message).toBe(CONSENT_MESSAGES.demoCodeSent);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await checkCode(testApp, "919876500030", code === "000000" ? "111111" : "000000");
    expect(wrong.json()).toEqual(refusal(CONSENT_MESSAGES.wrongCode(4)));
    expect((await checkCode(testApp, "919876500030", code)).statusCode).toBe(200);

    // Nothing rings in the demo: the API asks no code for a call.
    const call = await post(testApp, "/api/ai-call-dialer/call", {
      to_number: "919876500031",
      message: "Confirm Friday",
      altcha: await solveAppChallenge(testApp.app),
    });
    expect(call.statusCode).toBe(200);
  });
});
