import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { AiCallError } from "#contract/ai-call";
import { errorAnswer } from "../../../http/error-answer";
import { Refusal } from "../../../refusal";
import { BotChallengeError } from "../../../security/bot-challenge";

/** A call refused or failed for a reason the visitor can read; answered in the call's shape. */
export class CallRefusedError extends Refusal {
  override name = "CallRefusedError";
}

/** The answer to a refused call; `detail` repeats the message for generic API clients. */
export function sendRefusal(reply: FastifyReply, status: number, message: string) {
  const answer: AiCallError = { status: "error", message, detail: message };
  return reply.code(status).send(answer);
}

/** The status and message a visitor reads; a validation failure names no field, the form has two. */
export function callRefusal(error: unknown): { status: number; message: string } {
  const { status, body } = errorAnswer(error);
  return { status, message: body.errors?.[0]?.message ?? body.detail };
}

/**
 * A dialer route's error handler: the rate limit's refusal, the body's validation and the check
 * against bots, before the handler, reach the page in the call's shape too; anything else (the
 * API key check's 401) keeps the site-wide `{ detail }`.
 */
export function answerInCallShape(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const callShaped =
    error instanceof CallRefusedError || error instanceof BotChallengeError || error.validation;
  if (!callShaped) throw error;
  const { status, message } = callRefusal(error);
  return sendRefusal(reply, status, message);
}
