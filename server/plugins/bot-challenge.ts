import type { preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { botChallengeSchema } from "#contract/bot-challenge";
import { BOT_CHALLENGE_FIELD, BOT_CHALLENGE_PATH } from "#contract/bot-challenge-rules";
import type { Config } from "../config";
import { connectRedis } from "../redis";
import { createBotChallenge, signingSecret } from "../security/bot-challenge";
import { createMemoryUsedChallenges, createRedisUsedChallenges } from "../security/used-challenges";

declare module "fastify" {
  interface FastifyInstance {
    /** A route's preHandler: refuses the request unless its body carries a fresh solved challenge. */
    requireBotChallenge: preHandlerAsyncHookHandler;
  }
}

type BotChallengeConfig = Pick<
  Config,
  "BOT_CHALLENGE" | "SIGNING_SECRET" | "REDIS_URL" | "REDIS_KEY_PREFIX"
>;

/** The challenge endpoint, and the check routes with costly work put before their handler. */
export const botChallenge = fp<{ config: BotChallengeConfig }>(
  async (app, { config }) => {
    const used = config.REDIS_URL
      ? createRedisUsedChallenges(connectRedis(config.REDIS_URL, app.log), config.REDIS_KEY_PREFIX)
      : createMemoryUsedChallenges();
    // A shared key is what several instances are given; without Redis each would accept one
    // solution once, so a solution could be spent once per instance.
    if (config.BOT_CHALLENGE === "on" && config.SIGNING_SECRET && !config.REDIS_URL) {
      app.log.warn(
        "SIGNING_SECRET is set but REDIS_URL is not: each instance remembers the bot challenges it has accepted on its own, so run one instance or set REDIS_URL",
      );
    }
    app.addHook("onClose", () => used.close());
    const challenges = createBotChallenge({ secret: signingSecret(config.SIGNING_SECRET), used });

    app.decorate("requireBotChallenge", async (request) => {
      if (config.BOT_CHALLENGE === "off") return;
      const body = request.body as Record<string, unknown> | undefined;
      const payload = body?.[BOT_CHALLENGE_FIELD];
      await challenges.check(typeof payload === "string" ? payload : undefined);
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      BOT_CHALLENGE_PATH,
      {
        schema: {
          tags: ["security"],
          summary:
            "A signed proof-of-work challenge (ALTCHA); its solution goes in the `altcha` field of a costly request",
          response: { 200: botChallengeSchema },
        },
      },
      async (_request, reply) => {
        // Each challenge is single-use: no cache may hand one to two visitors.
        reply.header("Cache-Control", "no-store");
        return challenges.issue();
      },
    );
  },
  { name: "bot-challenge" },
);
