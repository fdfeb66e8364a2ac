import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  doneSchema,
  invitationDetailsSchema,
  invitationTokenSchema,
  registrationOptionsSchema,
  registrationSchema,
  sessionSchema,
  signInOptionsSchema,
  signInSchema,
} from "#contract/studio";
import { z } from "#contract/zod";
import { clientKey } from "../../../client-address";
import { withAuditEntry } from "../audit/audit-log";
import { endEverySession, endSession } from "../sessions/session-service";
import {
  actorOf,
  clearSessionCookie,
  operatorOf,
  sessionToken,
  setSessionCookie,
} from "../http/studio-session";
import { openInvitation } from "../operators/operator-service";
import {
  registerPasskey,
  registrationOptions,
  signIn,
  signInOptions,
} from "../operators/passkey-service";
import type { StudioRouteOptions } from "./studio-routes";

/** Passkey ceremonies per client address: enough for a person, too few to try many answers. */
export const STUDIO_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: "10 minutes" };

const tags = ["studio"];

/** The WebAuthn library's options as the JSON object they are sent as. */
const asJson = (options: object) => options as Record<string, unknown>;

/** Registration and sign-in: the console's only routes open without a session. */
export const studioAuthRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  const limited = { rateLimit: STUDIO_SIGN_IN_RATE_LIMIT };

  app.post(
    "/api/studio/registration/options",
    {
      schema: {
        tags,
        summary: "Whom an invitation is for, and the options to create their passkey",
        body: invitationTokenSchema,
        response: {
          200: z.object({ invitee: invitationDetailsSchema, options: registrationOptionsSchema }),
        },
      },
      config: limited,
    },
    async (request) => {
      const invitation = await openInvitation(db, request.body.token);
      return {
        invitee: { name: invitation.name, email: invitation.email },
        options: asJson(await registrationOptions(db, config, request.body.token)),
      };
    },
  );

  app.post(
    "/api/studio/registration",
    {
      schema: {
        tags,
        summary: "Register the new passkey; the invitation is then used up",
        body: registrationSchema,
        response: { 201: doneSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      await registerPasskey(
        db,
        config,
        request.body.token,
        request.body.response as unknown as RegistrationResponseJSON,
        clientKey(request),
      );
      return reply.code(201).send({ ok: true });
    },
  );

  app.post(
    "/api/studio/sign-in/options",
    {
      schema: {
        tags,
        summary: "Options to sign in with a passkey",
        response: { 200: signInOptionsSchema },
      },
      config: limited,
    },
    async () => asJson(await signInOptions(db, config)),
  );

  app.post(
    "/api/studio/sign-in",
    {
      schema: {
        tags,
        summary: "Sign in with a passkey; sets the session cookie",
        body: signInSchema,
        response: { 200: sessionSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      const { token, operator } = await signIn(
        db,
        config,
        request.body.response as unknown as AuthenticationResponseJSON,
        clientKey(request),
      );
      setSessionCookie(reply, config, token);
      return { operator };
    },
  );
};

/** The signed-in operator's own session. */
export const studioSessionRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/studio/session",
    { schema: { tags, summary: "Who is signed in", response: { 200: sessionSchema } } },
    async (request) => ({ operator: operatorOf(request) }),
  );

  app.post(
    "/api/studio/sign-out",
    { schema: { tags, summary: "End this session", response: { 200: doneSchema } } },
    async (request, reply) => {
      const token = sessionToken(request);
      await withAuditEntry(
        db,
        actorOf(request),
        async (trx) => {
          if (token) await endSession(trx, token);
        },
        { action: "signed out" },
      );
      clearSessionCookie(reply, config);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/studio/sign-out-everywhere",
    {
      schema: { tags, summary: "End every session of the operator", response: { 200: doneSchema } },
    },
    async (request, reply) => {
      await withAuditEntry(
        db,
        actorOf(request),
        (trx) => endEverySession(trx, operatorOf(request).id),
        { action: "signed out everywhere" },
      );
      clearSessionCookie(reply, config);
      return { ok: true as const };
    },
  );
};
