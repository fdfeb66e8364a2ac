// The environment the programs read at start-up: each area's variables live in server/config/,
// joined here in the order of the table in docs/configuration.md, with the rules that span areas.
import { z } from "zod";
import { callSettings } from "./config/calls";
import { formSettings } from "./config/forms";
import { imageSettings } from "./config/image";
import { DEVELOPMENT_NEWSLETTER_SECRET, mailSettings } from "./config/mail";
import { redisSettings } from "./config/redis";
import { serverSettings } from "./config/server";
import { siteSettings } from "./config/site";
import { speechSettings } from "./config/speech";

const configSchema = z.object({
  ...serverSettings,
  ...formSettings,
  ...siteSettings,
  ...mailSettings,
  ...imageSettings,
  ...callSettings,
  ...speechSettings,
  ...redisSettings,
});

/** Rules across variables: a known default would let anyone forge newsletter links. */
function checkProductionSecrets(config: z.output<typeof configSchema>, context: z.RefinementCtx) {
  if (
    config.NODE_ENV === "production" &&
    config.NEWSLETTER_SECRET === DEVELOPMENT_NEWSLETTER_SECRET
  ) {
    context.addIssue({
      code: "custom",
      path: ["NEWSLETTER_SECRET"],
      message: "must be set in production (at least 32 random characters)",
    });
  }
}

/** Twilio needs all three settings; a partial set is a mistake, not a request for the demo. */
function checkTwilioSettings(config: z.output<typeof configSchema>, context: z.RefinementCtx) {
  const names = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"] as const;
  const missing = names.filter((name) => !config[name]);
  if (missing.length === 0 || missing.length === names.length) return;
  for (const name of missing) {
    context.addIssue({
      code: "custom",
      path: [name],
      message: `must be set together with ${names.filter((other) => other !== name).join(" and ")}`,
    });
  }
}

/** A connection waiting in silence for its image must not be closed as idle before the answer. */
function checkIdleTimeout(config: z.output<typeof configSchema>, context: z.RefinementCtx) {
  if (config.CONNECTION_IDLE_TIMEOUT_MS <= config.IMAGE_TIMEOUT_MS) {
    context.addIssue({
      code: "custom",
      path: ["CONNECTION_IDLE_TIMEOUT_MS"],
      message: `must be longer than IMAGE_TIMEOUT_MS (${config.IMAGE_TIMEOUT_MS})`,
    });
  }
}

/** Every variable with the rules across them; docs/configuration.md's table is built from it. */
export const environmentSchema = configSchema
  .superRefine(checkProductionSecrets)
  .superRefine(checkTwilioSettings)
  .superRefine(checkIdleTimeout);

export type Config = z.infer<typeof environmentSchema>;

/** Reads the environment once; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Only our variables, and `NAME=` counts as unset so defaults apply.
  const input = Object.fromEntries(
    Object.keys(environmentSchema.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = environmentSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `  - ${issue.path[0] === undefined ? "" : String(issue.path[0])}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** For the programs' entry points: a bad environment is reported on stderr and ends the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
