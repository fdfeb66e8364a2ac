import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database";
import {
  claimMail,
  findDueMails,
  markMailAttemptFailed,
  markMailSent,
  type OutboxMail,
} from "./outbox-repository";
import type { MailTransport } from "./smtp-transport";

/** After this many failed attempts a mail is marked failed; `npm run admin -- outbox retry` revives it. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 5_000;

/** Exponential back-off: 1, 2, 4 ... minutes after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** The clock; tests move it forward to reach a retry. */
  now?: () => Date;
  pollIntervalMs?: number;
  /**
   * How long a claimed mail stays invisible to other workers while it is being sent: longer than
   * one SMTP attempt can take, so two live workers never send it together.
   */
  claimLeaseMs: number;
}

export interface OutboxWorker {
  /** Sends every mail that is due now, once; safe to run from several processes at once. */
  drainOnce(): Promise<DrainResult>;
  /** Drains now and then every poll interval until `stop()`. */
  start(): void;
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>;
}

/**
 * The same for every attempt at one queued mail, and unique across databases in practice (row id
 * and the time it was queued): it becomes the Message-ID, so a receiver can recognise a repeat.
 */
export function outboxReference(mail: Pick<OutboxMail, "id" | "created_at">): string {
  return `outbox.${mail.id}.${Date.parse(mail.created_at)}`;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;

  async function deliver(mail: OutboxMail, result: DrainResult) {
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        reference: outboxReference(mail),
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: mail.headers_json ? (JSON.parse(mail.headers_json) as Record<string, string>) : {},
      });
    } catch (error) {
      const giveUp = attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(attempts));
      await markMailAttemptFailed(db, mail.id, attempts, errorText(error), retryAt);
      if (giveUp) result.failed += 1;
      else result.retrying += 1;
      const details = { mailId: mail.id, kind: mail.kind, attempts, err: error };
      if (giveUp) log.error(details, "Mail failed for good");
      else log.warn({ ...details, retryAt }, "Mail not sent; will retry");
      return;
    }
    await markMailSent(db, mail.id, attempts, now());
    result.sent += 1;
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const due = await findDueMails(db, now(), BATCH_SIZE);
      let claimed = 0;
      for (const mail of due) {
        const leaseUntil = new Date(now().getTime() + options.claimLeaseMs);
        if (!(await claimMail(db, mail, leaseUntil))) continue;
        claimed += 1;
        await deliver(mail, result);
      }
      // A short batch means nothing else is due; a fully contested one means others are on it.
      if (due.length < BATCH_SIZE || claimed === 0) return result;
    }
  }

  const drainOnce = () => {
    // One drain at a time per process: a timer tick during a slow drain joins it.
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = async () => {
    try {
      const result = await drainOnce();
      if (result.sent + result.retrying + result.failed > 0) log.info(result, "Outbox drained");
    } catch (error) {
      log.error({ err: error }, "Outbox drain failed");
    }
    if (timer) timer = setTimeout(tick, options.pollIntervalMs ?? POLL_INTERVAL_MS);
  };

  return {
    drainOnce,
    start() {
      if (timer) return;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
