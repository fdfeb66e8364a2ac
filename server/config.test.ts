import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { DEVELOPMENT_NEWSLETTER_SECRET } from "./config/mail";

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 8080,
      DATA_DIR: resolve("data"),
      DATABASE_URL: undefined,
      API_KEY: "studio-site-public-key",
      CORS_ORIGINS: [],
      BODY_LIMIT_BYTES: 64 * 1024,
      REQUEST_TIMEOUT_MS: 600_000,
      CONNECTION_IDLE_TIMEOUT_MS: 360_000,
      RATE_LIMIT_ALLOW_LIST: [],
      BOT_CHALLENGE: "on",
      SIGNING_SECRET: undefined,
      ATTACHMENT_PER_IP_DAILY_BYTES: 100 * 1024 * 1024,
      ATTACHMENT_DAILY_BYTES: 2 * 1024 * 1024 * 1024,
      ATTACHMENT_MIN_FREE_DISK_BYTES: 1024 * 1024 * 1024,
      REVIEW_REPORT_THRESHOLD: 3,
      REVIEW_REPORTER_MAX_REPORTS: 5,
      REVIEW_PER_IP_DAILY_LIMIT: 3,
      REVIEW_PER_NETWORK_DAILY_LIMIT: 10,
      REVIEW_CACHE_TTL_MS: 1000,
      STATIC_DIR: resolve("dist"),
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      PUBLIC_API_BASE_URL: "",
      PUBLIC_IMAGE_API_BASE_URL: "",
      PUBLIC_SITE_URL: "http://localhost:8080",
      SMTP_URL: undefined,
      MAIL_FROM: "Nexora Studio <hello@nexorastudio.in>",
      OUTBOX_CLAIM_LEASE_MS: 300_000,
      STUDIO_INBOX: "hello@nexorastudio.in",
      NEWSLETTER_SECRET: DEVELOPMENT_NEWSLETTER_SECRET,
      IMAGE_PROVIDER: undefined,
      IMAGE_PROVIDER_URL: undefined,
      IMAGE_PROVIDER_TOKEN: undefined,
      IMAGE_MODEL_NAMES: {},
      IMAGE_CATALOGUE_REFRESH_MS: 300_000,
      IMAGE_HUB_URL: "https://huggingface.co",
      IMAGE_CONCURRENCY: 1,
      IMAGE_QUEUE_LIMIT: 20,
      IMAGE_SAFETY: "strict",
      IMAGE_MODERATION_API_KEY: "not-needed",
      IMAGE_MODERATION_MODEL: "omni-moderation-latest",
      IMAGE_PER_IP_ACTIVE_LIMIT: 2,
      IMAGE_PER_IP_DAILY_LIMIT: 100,
      IMAGE_DAILY_LIMIT: 2000,
      IMAGE_TIMEOUT_MS: 300000,
      IMAGE_DEMO_STEP_MS: 100,
      IMAGE_SERVICE_PORT: 8081,
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_FROM_NUMBER: undefined,
      TWILIO_API_BASE_URL: "https://api.twilio.com",
      TWILIO_WEBHOOK_BASE_URL: "",
      TWILIO_CONVERSATION_MODE: "relay",
      LLM_BASE_URL: undefined,
      LLM_API_KEY: "not-needed",
      LLM_MODEL: "gpt-4o-mini",
      LLM_TOKEN_LIMIT_FIELD: "max_completion_tokens",
      LLM_TEMPERATURE: undefined,
      LLM_REASONING_EFFORT: undefined,
      LLM_TIMEOUT_MS: 6000,
      CALL_DEMO_MODE: false,
      CALL_LEGACY_BROADCAST: false,
      CALL_DEMO_PACE_MS: 1500,
      CALL_ALLOWED_REGIONS: undefined,
      CALL_ALLOWED_COUNTRY_CODES: undefined,
      CALL_LIMIT_PER_IP_PER_HOUR: 3,
      CALL_LIMIT_PER_NUMBER_PER_DAY: 2,
      CALL_DAILY_CAP: 50,
      CALL_DEMO_LIMIT_PER_IP_PER_HOUR: 20,
      CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY: 10,
      CALL_DEMO_DAILY_CAP: 2000,
      CALL_CHAT_REQUESTS_PER_IP_PER_HOUR: 60,
      CALL_MAX_DURATION_SECONDS: 180,
      CALL_MAX_TURNS: 20,
      CALL_RETENTION_DAYS: 30,
      TWILIO_VERIFY_SERVICE_SID: undefined,
      TWILIO_VERIFY_API_BASE_URL: "https://verify.twilio.com",
      VERIFIED_NUMBER_DAYS: 30,
      VERIFY_CODES_PER_IP_PER_HOUR: 3,
      VERIFY_CODES_PER_NUMBER_PER_DAY: 3,
      VERIFY_CODES_DAILY_CAP: 100,
      VERIFY_MAX_WRONG_CODES: 5,
      VERIFY_LOCK_MINUTES: 30,
      CALL_SOCKETS_PER_IP: 10,
      CALL_SOCKET_HEARTBEAT_MS: 30_000,
      STT_BASE_URL: undefined,
      STT_API_KEY: undefined,
      STT_MODEL: "gpt-4o-mini-transcribe",
      STT_LANGUAGE: "en",
      TTS_BASE_URL: undefined,
      TTS_API_KEY: undefined,
      TTS_MODEL: "gpt-4o-mini-tts",
      TTS_VOICE: "alloy",
      SPEECH_TIMEOUT_MS: 10_000,
      WEB_CALL_LIMIT_PER_IP_PER_HOUR: 10,
      WEB_CALL_LIMIT_PER_IP_PER_DAY: 30,
      WEB_CALL_DAILY_CAP: 500,
      WEB_CALL_MAX_DURATION_SECONDS: 300,
      WEB_CALL_MAX_TURNS: 20,
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: "nexora:",
    });
  });

  it("reads the image model names as JSON and refuses unknown model ids", () => {
    expect(
      loadConfig({ IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"v1-5.safetensors"}' })
        .IMAGE_MODEL_NAMES,
    ).toEqual({ "runwayml/stable-diffusion-v1-5": "v1-5.safetensors" });
    expect(() => loadConfig({ IMAGE_MODEL_NAMES: "not json" })).toThrow(
      /IMAGE_MODEL_NAMES: must be a JSON object/,
    );
    expect(() => loadConfig({ IMAGE_MODEL_NAMES: '{"other/model":"x"}' })).toThrow(
      /IMAGE_MODEL_NAMES/,
    );
  });

  it("asks for the three Twilio settings together", () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: "AC123" })).toThrow(
      /TWILIO_AUTH_TOKEN: must be set together with TWILIO_ACCOUNT_SID and TWILIO_FROM_NUMBER/,
    );
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: "AC123",
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_FROM_NUMBER: "+14155550100",
        CALL_ALLOWED_REGIONS: "in, GB",
        CALL_ALLOWED_COUNTRY_CODES: "+91, 44",
      }),
    ).toMatchObject({
      TWILIO_ACCOUNT_SID: "AC123",
      CALL_ALLOWED_REGIONS: ["IN", "GB"],
      CALL_ALLOWED_COUNTRY_CODES: ["91", "44"],
    });
    expect(() => loadConfig({ CALL_ALLOWED_REGIONS: "IN,XX" })).toThrow(/CALL_ALLOWED_REGIONS/);
  });

  it("parses numbers, lists, booleans and paths from their text form", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "3000",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://site@db:5432/site",
      CORS_ORIGINS: "https://partner.example, http://localhost:5173",
      BODY_LIMIT_BYTES: "2048",
      TRUST_PROXY: "10.0.0.2, fd00::/8",
      PUBLIC_API_BASE_URL: "https://api.example.com",
      PUBLIC_SITE_URL: "https://studio.example/",
      NEWSLETTER_SECRET: "a-production-secret-of-at-least-32-chars",
    });
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://site@db:5432/site",
      CORS_ORIGINS: ["https://partner.example", "http://localhost:5173"],
      BODY_LIMIT_BYTES: 2048,
      TRUST_PROXY: ["10.0.0.2", "fd00::/8"],
      PUBLIC_API_BASE_URL: "https://api.example.com",
      PUBLIC_SITE_URL: "https://studio.example",
    });
  });

  it("holds the allow-list as the keys the limits count clients by", () => {
    const config = loadConfig({
      RATE_LIMIT_ALLOW_LIST: "203.0.113.4, ::ffff:198.51.100.2, 2001:DB8:1:2::5",
    });
    expect(config.RATE_LIMIT_ALLOW_LIST).toEqual([
      "203.0.113.4",
      "198.51.100.2",
      "2001:db8:1:2::/64",
    ]);
    expect(configError({ RATE_LIMIT_ALLOW_LIST: "monitor.example" })).toContain(
      "RATE_LIMIT_ALLOW_LIST: must list IP addresses",
    );
  });

  it.each([
    [
      "refuses to trust every proxy, which would let visitors pick their address",
      { TRUST_PROXY: "true" },
      "TRUST_PROXY: true would let visitors choose their own address; list the proxies' IP addresses or networks (CIDR)",
    ],
    [
      "refuses to trust a number of proxies, which cannot be told from visitors",
      { TRUST_PROXY: "1" },
      "TRUST_PROXY: a number of proxies cannot tell them from visitors; list the proxies' IP addresses",
    ],
    [
      "requires a newsletter secret of its own in production",
      { NODE_ENV: "production" },
      "NEWSLETTER_SECRET: must be set in production",
    ],
    [
      "requires a newsletter secret of at least 32 characters",
      { NEWSLETTER_SECRET: "short" },
      "NEWSLETTER_SECRET: must be at least 32 characters",
    ],
  ])("%s", (_name, env: Record<string, string>, problem) => {
    expect(configError(env)).toContain(problem);
  });

  it("takes TRUST_PROXY=false as trusting no proxy", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("keeps the idle time-out longer than an image's silent wait", () => {
    expect(configError({ IMAGE_TIMEOUT_MS: "400000" })).toBe(
      "Invalid environment configuration:\n  - CONNECTION_IDLE_TIMEOUT_MS: must be longer than IMAGE_TIMEOUT_MS (400000)",
    );
    expect(
      loadConfig({ IMAGE_TIMEOUT_MS: "400000", CONNECTION_IDLE_TIMEOUT_MS: "460000" }),
    ).toMatchObject({ CONNECTION_IDLE_TIMEOUT_MS: 460_000 });
  });

  it("treats an empty variable as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "" });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each(["abc", "70000", "80.5", "-1"])("rejects PORT=%s with a readable message", (port) => {
    expect(configError({ PORT: port })).toBe(
      "Invalid environment configuration:\n  - PORT: must be a whole number from 0 to 65535",
    );
  });

  it("lists every bad variable at once", () => {
    // Each variable, its bad value and the start of what the message says about it.
    const bad = [
      ["PORT", "http", "must be a whole number"],
      ["DATABASE_URL", "mysql://localhost/site", "must start with postgres://"],
      ["CORS_ORIGINS", "https://ok.example,partner.example", '"partner.example" is not an origin'],
      ["TRUST_PROXY", "perhaps", "must be false or list the proxies' IP addresses"],
      ["PUBLIC_IMAGE_API_BASE_URL", "ftp://images.example", "must be an http(s) URL or empty"],
      ["LOG_LEVEL", "loud", ""],
    ];
    const message = configError(Object.fromEntries(bad.map(([name, value]) => [name, value])));
    for (const [name, , problem] of bad) expect(message).toContain(`${name}: ${problem}`);
  });

  it("does not echo the value of DATABASE_URL, which may hold a password", () => {
    const message = configError({ DATABASE_URL: "mysql://admin:hunter2@db/site" });
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toContain("hunter2");
  });
});

describe("loadConfigOrExit", () => {
  // Both programs, the server and the admin command, start through it.
  it.each(["server/main.ts", "server/cli/admin.ts"])(
    "stops %s with the list of bad variables and exit code 1",
    async (program) => {
      const failure = await promisify(execFile)(process.execPath, ["--import", "tsx", program], {
        env: { ...process.env, PORT: "eighty", LOG_LEVEL: "loud" },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(failure).toMatchObject({ code: 1, stdout: "" });
      expect((failure as { stderr: string }).stderr).toMatch(
        /^Invalid environment configuration:\n {2}- PORT: must be a whole number.*\n {2}- LOG_LEVEL: /,
      );
    },
  );
});
