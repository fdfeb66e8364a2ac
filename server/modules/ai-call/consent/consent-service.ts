import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { VerificationApproved, VerificationStarted } from "#contract/ai-call";
import { CALL_REFUSALS, CONSENT_MESSAGES } from "#contract/ai-call-rules";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import {
  VerificationRefusedError,
  type PhoneVerifier,
} from "../../../providers/telephony/phone-verifier";
import { DAY_MS } from "../calls/call-guards";
import { CallRefusedError } from "../calls/call-refusals";
import { approveNumber, claimCodeAttempt, endPendingCode, findConsent } from "./consent-repository";
import {
  codeLimits,
  createCapAlarm,
  reserveCodeRequest,
  type CodeLimitsConfig,
} from "./code-request-limits";
import { maskPhoneNumber } from "../calls/phone-numbers";
import type { DoNotCallList } from "../do-not-call/do-not-call-list";

export type ConsentConfig = CodeLimitsConfig &
  Pick<Config, "VERIFIED_NUMBER_DAYS" | "VERIFY_MAX_WRONG_CODES" | "VERIFY_LOCK_MINUTES">;

export interface ConsentServiceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: ConsentConfig;
  /** Null when codes cannot be sent: calls are off, or real without a Verify service. */
  verifier: PhoneVerifier | null;
  /** Keys the number hashes, so a stolen table does not list the numbers. */
  secret: string;
  /** Numbers whose owners asked not to be called get no code either. */
  doNotCall: Pick<DoNotCallList, "has">;
  log: FastifyBaseLogger;
}

const MINUTE_MS = 60 * 1000;

/** How a number is stored: a keyed hash, so that a copy of the table does not list the numbers. */
export function hashPhoneNumber(secret: string, e164: string): string {
  return createHmac("sha256", secret).update(`phone:${e164}`).digest("hex");
}

/** An attempt on a number's code, refused while codes cannot be sent or the number is locked. */
async function startAttempt({ db, verifier, secret }: ConsentServiceDeps, e164: string) {
  if (!verifier) throw new CallRefusedError("unavailable", CONSENT_MESSAGES.unavailable);
  const hash = hashPhoneNumber(secret, e164);
  const at = new Date();
  const lockedUntil = (await findConsent(db, hash))?.locked_until;
  if (lockedUntil && lockedUntil > at.toISOString()) {
    const minutes = Math.ceil((Date.parse(lockedUntil) - at.getTime()) / MINUTE_MS);
    throw new CallRefusedError("limited", CONSENT_MESSAGES.locked(minutes));
  }
  return { verifier, hash, at };
}

/** What the visitor reads when Verify failed or refused; the operator's part is logged. */
function verifyRefusal(log: FastifyBaseLogger, error: unknown, e164: string): CallRefusedError {
  if (!(error instanceof VerificationRefusedError)) {
    log.error({ err: error, to: maskPhoneNumber(e164) }, "Twilio Verify failed");
    return new CallRefusedError("upstream-failed", CONSENT_MESSAGES.unavailable);
  }
  if (error.refusal === "account") {
    log.error(
      { code: error.code, to: maskPhoneNumber(e164) },
      "Twilio Verify refused the account: check TWILIO_VERIFY_SERVICE_SID, the credentials and the service's SMS channel",
    );
    return new CallRefusedError("unavailable", CONSENT_MESSAGES.unavailable);
  }
  log.info({ code: error.code, to: maskPhoneNumber(e164) }, "Twilio Verify refused the number");
  return error.refusal === "number"
    ? new CallRefusedError("invalid", CONSENT_MESSAGES.numberRefused)
    : new CallRefusedError("limited", CONSENT_MESSAGES.sendLimited);
}

/** The refusal of a wrong code: how many tries are left, or the lock the last one set. */
function wrongCodeRefusal(config: ConsentConfig, attempts: number): CallRefusedError {
  const left = config.VERIFY_MAX_WRONG_CODES - attempts;
  return left > 0
    ? new CallRefusedError("invalid", CONSENT_MESSAGES.wrongCode(left))
    : new CallRefusedError("limited", CONSENT_MESSAGES.locked(config.VERIFY_LOCK_MINUTES));
}

/**
 * Counts the attempt before the provider is asked, so that attempts made at once cannot all reach
 * it; refused as locked when the number is.
 */
async function claimAttempt({ db, config }: ConsentServiceDeps, hash: string, at: Date) {
  const attempts = await claimCodeAttempt(db, {
    numberHash: hash,
    now: at.toISOString(),
    maxAttempts: config.VERIFY_MAX_WRONG_CODES,
    lockUntil: new Date(at.getTime() + config.VERIFY_LOCK_MINUTES * MINUTE_MS).toISOString(),
  });
  if (attempts === undefined) {
    throw new CallRefusedError("limited", CONSENT_MESSAGES.locked(config.VERIFY_LOCK_MINUTES));
  }
  return attempts;
}

/** The consent of the person called: a code to their phone, typed back by the visitor. */
export function createConsentService(deps: ConsentServiceDeps) {
  const { db, config, secret, log } = deps;
  const alarm = createCapAlarm(log);

  /** Whether the number's owner typed a code recently enough. */
  async function isVerified(e164: string): Promise<boolean> {
    const verifiedUntil = (await findConsent(db, hashPhoneNumber(secret, e164)))?.verified_until;
    return Boolean(verifiedUntil && verifiedUntil > new Date().toISOString());
  }

  return {
    isVerified,

    async requestCode(e164: string, ip: string): Promise<VerificationStarted> {
      const { verifier, hash, at } = await startAttempt(deps, e164);
      if (await deps.doNotCall.has(e164)) {
        throw new CallRefusedError("forbidden", CALL_REFUSALS.doNotCall);
      }
      // A verified number is called without a new code, in the demo as for real: nothing to
      // pay for, nothing to pump, and no code limit stands between a visitor and the call.
      if (await isVerified(e164)) {
        return { status: "verified", message: CONSENT_MESSAGES.alreadyVerified };
      }
      const pendingCodes = !verifier.simulated;
      const reservation = await reserveCodeRequest(
        { ...deps, config: codeLimits(config, verifier.simulated), alarm },
        { numberHash: hash, ip, at, pendingCodes },
      );
      // The code already texted is the one to type: the page opens its field, nothing is sent.
      if (reservation.kind === "pending") {
        return {
          status: "pending",
          message: CONSENT_MESSAGES.codePending(reservation.minutesLeft),
        };
      }
      const sent = await verifier.sendCode(e164).catch(async (error: unknown) => {
        await endPendingCode(db, hash);
        throw verifyRefusal(log, error, e164);
      });
      return sent.demoCode
        ? { status: "pending", message: CONSENT_MESSAGES.demoCodeSent, demo_code: sent.demoCode }
        : { status: "pending", message: CONSENT_MESSAGES.codeSent };
    },

    async checkCode(e164: string, code: string): Promise<VerificationApproved> {
      const { verifier, hash, at } = await startAttempt(deps, e164);
      const attempts = await claimAttempt(deps, hash, at);
      const result = await verifier.checkCode(e164, code).catch((error: unknown) => {
        throw verifyRefusal(log, error, e164);
      });
      if (result === "approved") {
        const until = new Date(at.getTime() + config.VERIFIED_NUMBER_DAYS * DAY_MS).toISOString();
        await approveNumber(db, { numberHash: hash, verifiedUntil: until, now: at.toISOString() });
        return { status: "approved", message: CONSENT_MESSAGES.approved, verified_until: until };
      }
      if (result === "expired") {
        await endPendingCode(db, hash);
        throw new CallRefusedError("expired", CONSENT_MESSAGES.expiredCode);
      }
      throw wrongCodeRefusal(config, attempts);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
