import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { clientKey } from "../../../client-address";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import type { Actor } from "../audit/audit-log";
import type { StudioConfig } from "../operators/operator-service";
import {
  SESSION_MAX_MS,
  sessionOperator,
  type SignedInOperator,
} from "../sessions/session-service";

export const SESSION_COOKIE = "studio_session";
/** The cookie goes only with the console's API calls, never with the public pages' requests. */
const COOKIE_PATH = "/api/studio/";

export const NO_SESSION_DETAIL = "Sign in to the studio console first.";
export const FOREIGN_ORIGIN_DETAIL = "The studio console only accepts requests from its own pages.";

const READ_ONLY_METHODS = new Set(["GET", "HEAD"]);

function cookieAttributes(config: StudioConfig, maxAgeSeconds: number): string {
  const secure = config.NODE_ENV === "production" ? "; Secure" : "";
  return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setSessionCookie(reply: FastifyReply, config: StudioConfig, token: string): void {
  reply.header(
    "set-cookie",
    `${SESSION_COOKIE}=${token}; ${cookieAttributes(config, SESSION_MAX_MS / 1000)}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, config: StudioConfig): void {
  reply.header("set-cookie", `${SESSION_COOKIE}=; ${cookieAttributes(config, 0)}`);
}

/** The session token the request's cookie carries, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/**
 * Refuses a request another site made: one naming a foreign Origin, and any state-changing one
 * that names none (every browser names it on such requests, so only a non-browser omits it).
 */
export function checkOrigin(request: FastifyRequest, config: StudioConfig): void {
  const { origin } = request.headers;
  const ours = new URL(config.PUBLIC_SITE_URL).origin;
  const refused = origin === undefined ? !READ_ONLY_METHODS.has(request.method) : origin !== ours;
  if (refused) throw new Refusal("forbidden", FOREIGN_ORIGIN_DETAIL);
}

const signedIn = new WeakMap<FastifyRequest, SignedInOperator>();

/** Finds the request's live session, or refuses it as unauthorised. */
export async function requireSession(request: FastifyRequest, db: Kysely<Database>): Promise<void> {
  const token = sessionToken(request);
  const operator = token === undefined ? undefined : await sessionOperator(db, token);
  if (!operator) throw new Refusal("unauthorized", NO_SESSION_DETAIL);
  signedIn.set(request, operator);
}

/** The operator `requireSession` found for this request. */
export function operatorOf(request: FastifyRequest): SignedInOperator {
  const operator = signedIn.get(request);
  if (!operator) throw new Error("The route runs without the session check");
  return operator;
}

/** The signed-in operator as the audit log names them, with the address they act from. */
export function actorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return { operatorId: operator.id, name: operator.name, ip: clientKey(request) };
}
