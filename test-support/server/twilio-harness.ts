import type { DatabaseEngine } from "../../server/db/connect";
import { buildTestApp, type TestApp } from "./app";
import { freePort } from "./call-socket-client";
import { engineEnv } from "./engines";
import { startFakeChatCompletions, type FakeChatCompletions } from "./fake-chat-completions";
import { startFakeTwilio, type FakeTwilio } from "./fake-twilio";
import { markNumbersVerified } from "./verified-numbers";

export const TWILIO_TEST_ACCOUNT = {
  accountSid: "AC0123456789abcdef0123456789abcdef",
  authToken: "test-auth-token-0123456789",
  from: "+14155550100",
};

export interface TwilioHarness {
  testApp: TestApp;
  baseUrl: string;
  twilio: FakeTwilio;
  llm: FakeChatCompletions;
  /** The app's log lines at info level and above, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The app in real mode listening on the address it tells Twilio, with Twilio and the LLM played
 * by local stand-ins, on a fresh database of `engine`.
 */
export async function startTwilioHarness(options: {
  mode: "gather" | "relay";
  engine?: DatabaseEngine;
  env?: Record<string, string>;
}): Promise<TwilioHarness> {
  const { accountSid, authToken, from } = TWILIO_TEST_ACCOUNT;
  const twilio = await startFakeTwilio(accountSid, authToken);
  const llm = await startFakeChatCompletions();
  const database = await engineEnv(options.engine ?? "sqlite");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logs: Record<string, unknown>[] = [];
  const testApp = await buildTestApp({
    env: {
      ...database.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM_NUMBER: from,
      TWILIO_API_BASE_URL: twilio.url,
      TWILIO_WEBHOOK_BASE_URL: baseUrl,
      TWILIO_CONVERSATION_MODE: options.mode,
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: "local-key",
      LLM_MODEL: "studio-test-model",
      LLM_TIMEOUT_MS: "300",
      CALL_ALLOWED_COUNTRY_CODES: "91",
      ...options.env,
    },
    logStream: { write: (line: string) => void logs.push(JSON.parse(line)) },
  });
  await testApp.app.listen({ host: "127.0.0.1", port });
  // The people called agreed: real calls go only to verified numbers (the tests call these).
  const called = ["+9198765400", "+9198765432"].flatMap((prefix) =>
    Array.from({ length: 100 }, (_, index) => `${prefix}${String(index).padStart(2, "0")}`),
  );
  await markNumbersVerified(testApp.database.db, testApp.config.SIGNING_SECRET, called);
  return {
    testApp,
    baseUrl,
    twilio,
    llm,
    logs,
    close: async () => {
      await testApp.close();
      await Promise.all([twilio.close(), llm.close(), database.drop()]);
    },
  };
}
