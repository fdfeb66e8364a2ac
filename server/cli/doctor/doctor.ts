import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { formatTable } from "../format";
import type { CheckDeps, CheckResult } from "./check";
import { checkChatModel } from "./chat-model-check";
import { checkDatabase } from "./database-check";
import { checkImageBackEnd } from "./image-check";
import { checkImageSafety } from "./image-safety-check";
import { checkRedis } from "./redis-check";
import { runChecks } from "./run-checks";
import { checkSettings } from "./settings-check";
import { checkSmtp } from "./smtp-check";
import { checkSpeechToText, checkTextToSpeech } from "./speech-check";
import { checkTwilio } from "./twilio-check";
import { checkTwilioVerify } from "./twilio-verify-check";
import { checkTwilioWebhooks } from "./twilio-webhooks-check";

/** Every part, in the order the report lists them. */
export const DOCTOR_CHECKS = [
  { part: "database", check: checkDatabase },
  { part: "redis", check: checkRedis },
  { part: "smtp", check: checkSmtp },
  { part: "twilio", check: checkTwilio },
  { part: "twilio verify", check: checkTwilioVerify },
  { part: "twilio webhooks", check: checkTwilioWebhooks },
  { part: "chat model", check: checkChatModel },
  { part: "speech to text", check: checkSpeechToText },
  { part: "text to speech", check: checkTextToSpeech },
  { part: "image back end", check: checkImageBackEnd },
  { part: "image safety", check: checkImageSafety },
  { part: "settings", check: checkSettings },
] as const;

/** Long enough for a cold chat model's first answer, short enough to wait for. */
export const DOCTOR_TIMEOUT_MS = 15_000;

export function runDoctor(
  config: Config,
  deps: CheckDeps = { timeoutMs: DOCTOR_TIMEOUT_MS },
): Promise<CheckResult[]> {
  return runChecks(DOCTOR_CHECKS, config, deps);
}

/** The results as an aligned table, then how to fix each part that needs it. */
export function formatDoctorReport(results: readonly CheckResult[]): string {
  const table = formatTable(
    results.map((result) => ({ ...result })),
    ["part", "status", "detail"],
    160,
  );
  const fixes = results
    .filter((result) => result.fix)
    .map((result) => `  ${result.part}: ${result.fix}`);
  return fixes.length === 0 ? table : `${table}\n\nTo fix:\n${fixes.join("\n")}`;
}

/** DOCTOR_AT_START, else on outside tests, whose servers start too often to try every part each time. */
export function doctorAtStart(config: Pick<Config, "DOCTOR_AT_START" | "NODE_ENV">): boolean {
  return config.DOCTOR_AT_START ?? config.NODE_ENV !== "test";
}

/**
 * The same checks once the server listens, logged, not awaited: a part that does not work is
 * reported at start-up rather than by the first visitor who needs it.
 */
export async function logDoctorFindings(config: Config, log: FastifyBaseLogger): Promise<void> {
  const results = await runDoctor(config);
  for (const { part, status, detail, fix } of results) {
    if (status === "failed" || status === "warning") {
      log.warn({ part, status, fix }, `Doctor: ${part} ${status}: ${detail}`);
    }
  }
}
