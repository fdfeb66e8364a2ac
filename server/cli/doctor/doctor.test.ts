import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { connectDatabase } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";
import { startFakeChatCompletions } from "../../../test-support/server/fake-chat-completions";
import { startFakeTwilio } from "../../../test-support/server/fake-twilio";
import { startFakeTwilioVerify } from "../../../test-support/server/fake-twilio-verify";
import {
  startAutomatic1111,
  startComfyUi,
  startHuggingFace,
  startOpenAiImages,
} from "../../../test-support/server/image-test-servers";
import {
  createPostgresDatabase,
  postgresUnavailableReason,
} from "../../../test-support/server/postgres";
import { redisUnavailableReason, TEST_REDIS_URL } from "../../../test-support/server/redis";
import { startSmtpServer } from "../../../test-support/server/smtp";
import type { Check } from "./check";
import { checkChatModel } from "./chat-model-check";
import { checkDatabase } from "./database-check";
import { checkImageBackEnd } from "./image-check";
import { checkRedis } from "./redis-check";
import { runChecks } from "./run-checks";
import { checkSettings } from "./settings-check";
import { checkSmtp } from "./smtp-check";
import { checkTwilio } from "./twilio-check";
import { checkTwilioVerify } from "./twilio-verify-check";
import { checkTwilioWebhooks } from "./twilio-webhooks-check";

const deps = { timeoutMs: 5_000 };
const ACCOUNT_SID = "ACdoctor0000000000000000000000000";
const AUTH_TOKEN = "doctor-auth-token";
const CALLER = "+14155550100";
const IMAGE_MODEL = "runwayml/stable-diffusion-v1-5";
/** IMAGE_MODEL_NAMES mapping the one public model to the back end's `name`. */
const mappedTo = (name: string) => JSON.stringify({ [IMAGE_MODEL]: name });
/** A port nothing listens on: connections to it are refused at once. */
const CLOSED_PORT = 1;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "site-doctor-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The site's configuration from a few variables, as the server would read them. */
const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe("the doctor's Twilio parts, against the Twilio stand-ins", () => {
  async function twilio() {
    const fake = await startFakeTwilio(ACCOUNT_SID, AUTH_TOKEN);
    const verify = await startFakeTwilioVerify(ACCOUNT_SID, AUTH_TOKEN);
    closers.push(fake.close, verify.close);
    const env = {
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM_NUMBER: CALLER,
      TWILIO_API_BASE_URL: fake.url,
      TWILIO_VERIFY_API_BASE_URL: verify.url,
      TWILIO_VERIFY_SERVICE_SID: verify.serviceSid,
      PUBLIC_SITE_URL: "https://studio.example.com",
    };
    return { fake, verify, env };
  }

  it("finds a working account, caller number, Verify service and webhook address ok", async () => {
    const { fake, env } = await twilio();
    fake.account.callerIds = [CALLER];
    fake.account.geoPermissions = ["91"];
    const config = configWith(env);
    expect(await checkTwilio(config, deps)).toMatchObject({ status: "ok" });
    expect(await checkTwilioVerify(config, deps)).toMatchObject({ status: "ok" });
    expect(await checkTwilioWebhooks(config, deps)).toMatchObject({ status: "ok" });
  });

  it("names TWILIO_AUTH_TOKEN when Twilio refuses the token", async () => {
    const { env } = await twilio();
    const result = await checkTwilio(configWith({ ...env, TWILIO_AUTH_TOKEN: "wrong" }), deps);
    expect(result).toMatchObject({ status: "failed", detail: "Authenticate" });
    expect(result.fix).toContain("check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN");
  });

  it("fails a caller number the account neither bought nor verified", async () => {
    const { fake, env } = await twilio();
    fake.account.callerIds = ["+14155550199"];
    const result = await checkTwilio(configWith(env), deps);
    expect(result).toMatchObject({ status: "failed", detail: `${CALLER} is not on the account` });
    expect(result.fix).toContain("TWILIO_FROM_NUMBER");
  });

  it("fails an allowed region the account's geographic permissions block", async () => {
    const { fake, env } = await twilio();
    fake.account.geoPermissions = ["1"];
    const result = await checkTwilio(configWith({ ...env, CALL_ALLOWED_REGIONS: "US,IN" }), deps);
    expect(result).toMatchObject({ status: "failed", detail: "the account may not call IN" });
    expect(result.fix).toContain("Voice Geographic Permissions");
  });

  it("fails a suspended account and warns of a trial one", async () => {
    const { fake, env } = await twilio();
    fake.account.type = "Trial";
    expect(await checkTwilio(configWith(env), deps)).toMatchObject({ status: "warning" });
    fake.account.status = "suspended";
    expect(await checkTwilio(configWith(env), deps)).toMatchObject({
      status: "failed",
      detail: "the account is suspended",
    });
  });

  it("fails a Verify service the account does not have, and a missing one", async () => {
    const { env } = await twilio();
    const other = { ...env, TWILIO_VERIFY_SERVICE_SID: "VA00000000000000000000000000000000" };
    const missing = await checkTwilioVerify(configWith(other), deps);
    expect(missing).toMatchObject({ status: "failed" });
    expect(missing.fix).toContain("TWILIO_VERIFY_SERVICE_SID");
    const refused = await checkTwilioVerify(configWith({ ...env, TWILIO_AUTH_TOKEN: "x" }), deps);
    expect(refused.fix).toContain("TWILIO_AUTH_TOKEN");
    const unset = configWith({ ...env, TWILIO_VERIFY_SERVICE_SID: "" });
    expect(await checkTwilioVerify(unset, deps)).toMatchObject({ status: "failed" });
  });

  it("fails webhook addresses Twilio cannot reach", async () => {
    const { env } = await twilio();
    for (const address of [
      "http://studio.example.com",
      "https://localhost:8080",
      "https://10.0.0.5",
    ]) {
      const result = await checkTwilioWebhooks(
        configWith({ ...env, TWILIO_WEBHOOK_BASE_URL: address }),
        deps,
      );
      expect(result, address).toMatchObject({ status: "failed" });
      expect(result.fix).toContain("TWILIO_WEBHOOK_BASE_URL");
    }
  });
});

describe("the doctor's chat model part, against the chat-completions stand-in", () => {
  it("times one tiny request, and names LLM_MODEL for a model the server lacks", async () => {
    const fake = await startFakeChatCompletions();
    closers.push(fake.close);
    fake.models = new Set(["gpt-4o-mini"]);
    const ok = await checkChatModel(configWith({ LLM_BASE_URL: fake.url }), deps);
    expect(ok).toMatchObject({ status: "ok" });
    expect(ok.detail).toMatch(/^gpt-4o-mini answered in \d+ ms$/);
    expect(fake.requests.at(-1)).toMatchObject({
      model: "gpt-4o-mini",
      max_completion_tokens: 120,
    });

    const missing = await checkChatModel(
      configWith({ LLM_BASE_URL: fake.url, LLM_MODEL: "gpt-4o-nano" }),
      deps,
    );
    expect(missing).toMatchObject({ status: "failed" });
    expect(missing.fix).toContain("LLM_MODEL");
  });

  it("fails settings the model refuses, as calls would send them", async () => {
    const fake = await startFakeChatCompletions();
    closers.push(fake.close);
    const result = await checkChatModel(
      configWith({
        LLM_BASE_URL: fake.url,
        LLM_MODEL: "o4-mini",
        LLM_TOKEN_LIMIT_FIELD: "max_tokens",
      }),
      deps,
    );
    expect(result).toMatchObject({ status: "failed" });
    expect(result.fix).toContain("LLM_TOKEN_LIMIT_FIELD");
  });

  it("names LLM_REASONING_EFFORT when a reasoning model spends the reply limit before any text", async () => {
    const fake = await startFakeChatCompletions();
    closers.push(fake.close);
    fake.reasoningTokens = 300;
    const env = { LLM_BASE_URL: fake.url, LLM_MODEL: "o4-mini" };
    const spent = await checkChatModel(configWith(env), deps);
    expect(spent).toMatchObject({ status: "failed" });
    expect(spent.fix).toContain("LLM_REASONING_EFFORT");
    const roomy = await checkChatModel(configWith({ ...env, LLM_REASONING_EFFORT: "low" }), deps);
    expect(roomy).toMatchObject({ status: "ok" });
  });
});

describe("the doctor's image back-end part, against the image stand-ins", () => {
  it("fails a mapped AUTOMATIC1111 checkpoint the server does not list", async () => {
    const server = await startAutomatic1111({
      installed: [
        { title: "sdxl.safetensors [6ce0161689]", model_name: "sdxl", hash: "6ce0161689" },
      ],
    });
    closers.push(server.close);
    const env = { IMAGE_PROVIDER: "automatic1111", IMAGE_PROVIDER_URL: server.url };
    const served = configWith({
      ...env,
      IMAGE_MODEL_NAMES: mappedTo("sdxl.safetensors [6ce0161689]"),
    });
    expect(await checkImageBackEnd(served, deps)).toMatchObject({ status: "ok" });
    const result = await checkImageBackEnd(
      configWith({ ...env, IMAGE_MODEL_NAMES: mappedTo("flux-dev.safetensors") }),
      deps,
    );
    expect(result).toMatchObject({ status: "failed" });
    expect(result.detail).toContain(`flux-dev.safetensors (for ${IMAGE_MODEL})`);
    expect(result.fix).toContain("IMAGE_MODEL_NAMES");
  });

  it("reads OpenAI's model list, and fails an unreachable back end", async () => {
    const server = await startOpenAiImages({ flavour: "openai" });
    closers.push(server.close);
    const env = {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${server.url}/v1`,
      IMAGE_API_DIALECT: "openai",
    };
    const mapped = (name: string) => configWith({ ...env, IMAGE_MODEL_NAMES: mappedTo(name) });
    expect(await checkImageBackEnd(mapped("gpt-image-1"), deps)).toMatchObject({ status: "ok" });
    expect(await checkImageBackEnd(mapped("gpt-image-9"), deps)).toMatchObject({
      status: "failed",
    });
    const closed = configWith({ ...env, IMAGE_PROVIDER_URL: `http://127.0.0.1:${CLOSED_PORT}/v1` });
    const result = await checkImageBackEnd(closed, deps);
    expect(result).toMatchObject({ status: "failed" });
    expect(result.fix).toContain("IMAGE_PROVIDER_URL");
  });
});

describe("the doctor's image back-end part, ComfyUI and Hugging Face", () => {
  it("reads ComfyUI's checkpoint choices: a model left out warns, none offered fails", async () => {
    const server = await startComfyUi({ checkpoints: ["sd15.safetensors"] });
    closers.push(server.close);
    const env = { IMAGE_PROVIDER: "comfyui", IMAGE_PROVIDER_URL: server.url };
    const mapped = (name: string) => configWith({ ...env, IMAGE_MODEL_NAMES: mappedTo(name) });
    const partly = await checkImageBackEnd(mapped("sd15.safetensors"), deps);
    expect(partly).toMatchObject({ status: "warning" });
    expect(partly.detail).toContain("it serves sd15.safetensors; offered: " + IMAGE_MODEL);
    expect(partly.detail).toContain(
      "sd3.5_large.safetensors (for stabilityai/stable-diffusion-3.5-large)",
    );
    expect(await checkImageBackEnd(mapped("sdxl.safetensors"), deps)).toMatchObject({
      status: "failed",
    });
  });

  it("fails a Hugging Face token the service refuses", async () => {
    const server = await startHuggingFace();
    closers.push(server.close);
    const env = {
      IMAGE_PROVIDER: "huggingface",
      IMAGE_PROVIDER_URL: server.url,
      IMAGE_HUB_URL: server.url,
    };
    const withToken = (token: string) => configWith({ ...env, IMAGE_PROVIDER_TOKEN: token });
    expect(await checkImageBackEnd(withToken("hf_test_token"), deps)).toMatchObject({
      status: "ok",
    });
    const result = await checkImageBackEnd(withToken("hf_revoked"), deps);
    expect(result).toMatchObject({ status: "failed" });
    expect(result.fix).toBe("check IMAGE_PROVIDER_TOKEN");
  });

  it("warns of a Hugging Face repository the Hub maps to other providers only", async () => {
    const server = await startHuggingFace({ served: ["stabilityai/stable-diffusion-3.5-large"] });
    closers.push(server.close);
    const result = await checkImageBackEnd(
      configWith({
        IMAGE_PROVIDER: "huggingface",
        IMAGE_PROVIDER_URL: server.url,
        IMAGE_HUB_URL: server.url,
        IMAGE_PROVIDER_TOKEN: "hf_test_token",
      }),
      deps,
    );
    expect(result).toMatchObject({ status: "warning" });
    expect(result.detail).toContain(
      "stable-diffusion-v1-5/stable-diffusion-v1-5 (for runwayml/stable-diffusion-v1-5)",
    );
    expect(result.detail).toContain("offered: stabilityai/stable-diffusion-3.5-large");
  });
});

describe("the doctor's SMTP part, against the SMTP stand-in", () => {
  it("logs in without sending, and names the password when the server refuses it", async () => {
    const smtp = await startSmtpServer(0, { user: "site", password: "right" });
    closers.push(smtp.close);
    const url = (password: string) => `smtp://site:${password}@127.0.0.1:${smtp.port}`;
    expect(await checkSmtp(configWith({ SMTP_URL: url("right") }), deps)).toMatchObject({
      status: "ok",
    });
    const result = await checkSmtp(configWith({ SMTP_URL: url("wrong") }), deps);
    expect(result).toMatchObject({ status: "failed" });
    expect(result.fix).toContain("password in SMTP_URL");
    expect(smtp.received).toHaveLength(0);
  });
});

const redisSkip = await redisUnavailableReason("the doctor's Redis part");
const postgresSkip = await postgresUnavailableReason();
describe.skipIf(redisSkip !== null)("the doctor's Redis part", () => {
  it("passes a Redis that answers and fails one that is not there", async () => {
    expect(await checkRedis(configWith({ REDIS_URL: TEST_REDIS_URL }), deps)).toMatchObject({
      status: "ok",
    });
    const result = await checkRedis(
      configWith({ REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}` }),
      deps,
    );
    expect(result).toMatchObject({ status: "failed" });
    expect(result.detail).toContain("ECONNREFUSED");
    expect(result.fix).toContain("REDIS_URL");
  });
});

describe("the doctor's database part", () => {
  it("warns of migrations not applied yet, and passes them once applied (SQLite)", async () => {
    const config = configWith({ DATA_DIR: join(dataDir, "sqlite") });
    expect(await checkDatabase(config, deps)).toMatchObject({ status: "warning" });
    const database = connectDatabase(config);
    await migrateToLatest(database);
    await database.close();
    expect(await checkDatabase(config, deps)).toMatchObject({ status: "ok" });
  });

  it("fails a PostgreSQL that is not there", async () => {
    const result = await checkDatabase(
      configWith({ DATABASE_URL: `postgres://site@127.0.0.1:${CLOSED_PORT}/site` }),
      deps,
    );
    expect(result).toMatchObject({ status: "failed" });
    expect(result.fix).toContain("DATABASE_URL");
  });

  it.skipIf(postgresSkip !== null)("passes a migrated PostgreSQL database", async () => {
    const postgres = await createPostgresDatabase();
    closers.push(postgres.drop);
    const config = configWith({ DATABASE_URL: postgres.url });
    const database = connectDatabase(config);
    await migrateToLatest(database);
    await database.close();
    expect(await checkDatabase(config, deps)).toMatchObject({ status: "ok" });
  });
});

describe("the doctor's settings part", () => {
  const twilioEnv = {
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM_NUMBER: CALLER,
  };

  it("fails calls to India from an Indian caller number", async () => {
    const indian = { ...twilioEnv, TWILIO_FROM_NUMBER: "+919876543210" };
    const result = await checkSettings(configWith(indian), deps);
    expect(result).toMatchObject({ status: "failed" });
    expect(result.fix).toContain("non-Indian number");
    expect(
      await checkSettings(configWith({ ...indian, CALL_ALLOWED_REGIONS: "US" }), deps),
    ).toMatchObject({ status: "ok" });
    expect(await checkSettings(configWith(twilioEnv), deps)).toMatchObject({ status: "ok" });
  });

  it("warns of TRUST_PROXY on a site reached without a proxy", async () => {
    const result = await checkSettings(configWith({ TRUST_PROXY: "127.0.0.1" }), deps);
    expect(result).toMatchObject({ status: "warning" });
    expect(result.fix).toContain("TRUST_PROXY=false");
  });

  it("fails production instances sharing Redis without SIGNING_SECRET", async () => {
    const production = {
      NODE_ENV: "production",
      NEWSLETTER_SECRET: "production-newsletter-secret-0123456789",
      PUBLIC_SITE_URL: "https://studio.example.com",
    };
    expect(await checkSettings(configWith(production), deps)).toMatchObject({ status: "warning" });
    const shared = await checkSettings(
      configWith({ ...production, REDIS_URL: TEST_REDIS_URL }),
      deps,
    );
    expect(shared).toMatchObject({ status: "failed" });
    expect(shared.fix).toContain("SIGNING_SECRET");
  });
});

describe("running the checks", () => {
  it("fails a part that does not answer within its time-out, and runs the parts at once", async () => {
    const never: Check = () => new Promise(() => undefined);
    const started = performance.now();
    const results = await runChecks(
      [
        { part: "stuck", check: never },
        { part: "stuck too", check: never },
      ],
      configWith({}),
      { timeoutMs: 200 },
    );
    expect(performance.now() - started).toBeLessThan(390);
    expect(results).toEqual([
      expect.objectContaining({
        part: "stuck",
        status: "failed",
        detail: "no answer within 200 ms",
      }),
      expect.objectContaining({ part: "stuck too", status: "failed" }),
    ]);
  });
});

describe("npm run doctor", () => {
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "server/cli/run-doctor.ts"], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: join(dataDir, "cli"), ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it("says plainly what the demo leaves unconfigured, and exits 0", async () => {
    const { code, stdout } = await run({});
    expect(code).toBe(0);
    expect(stdout).toMatch(/^smtp +not configured +SMTP_URL unset/m);
    expect(stdout).toMatch(
      /^twilio +not configured +Twilio unset: the call page runs its labelled demo/m,
    );
    expect(stdout).toMatch(/^image safety +ok/m);
    expect(stdout).not.toContain("failed");
  });

  it("names the broken part with its fix, and exits 1", async () => {
    const { code, stdout } = await run({ REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}` });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^redis +failed +/m);
    expect(stdout).toMatch(/^ {2}redis: check REDIS_URL/m);
  });
});
