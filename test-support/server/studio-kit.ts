import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { AuditEntry } from "#contract/studio";
import { INVITATION_PATH } from "#contract/studio-rules";
import { COMMAND_LINE_ACTOR } from "../../server/modules/studio/audit/audit-log";
import { inviteOperator } from "../../server/modules/studio/operators/operator-service";
import type { EngineTestApp } from "./engine-app";
import { nextClientAddress } from "./engines";
import { SoftwarePasskey } from "./software-passkey";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface StudioRequest {
  cookie?: string;
  /** The Origin header: the site's own by default; null sends none. */
  origin?: string | null;
  payload?: unknown;
  remoteAddress?: string;
}

/** Drives the console's API as its pages do: the site's origin, the session cookie, passkeys. */
export function studioKit(testApp: Pick<EngineTestApp, "app" | "config" | "database">) {
  const site = () => new URL(testApp.config.PUBLIC_SITE_URL);

  const request = (
    method: Method,
    url: string,
    options: StudioRequest = {},
  ): Promise<LightMyRequestResponse> => {
    const origin = options.origin === undefined ? site().origin : options.origin;
    const inject: InjectOptions = {
      method,
      url,
      headers: {
        ...(origin === null ? {} : { origin }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      remoteAddress: options.remoteAddress ?? nextClientAddress(),
    };
    if (options.payload !== undefined) inject.payload = options.payload as object;
    return testApp.app.inject(inject);
  };

  /** An invitation as the admin command makes it; answers the token from its link. */
  const invite = async (name: string, email: string, now?: Date): Promise<string> => {
    const { link } = await inviteOperator(
      testApp.database.db,
      testApp.config,
      { name, email },
      COMMAND_LINE_ACTOR,
      now,
    );
    return link.slice(link.indexOf(INVITATION_PATH) + INVITATION_PATH.length);
  };

  const newPasskey = () => new SoftwarePasskey(site().hostname, site().origin);

  /** Registers the passkey with the invitation; answers the registration's response. */
  const register = async (token: string, passkey: SoftwarePasskey) => {
    const options = await request("POST", "/api/studio/registration/options", {
      payload: { token },
    });
    if (options.statusCode !== 200) return options;
    const challenge = (options.json() as { options: { challenge: string } }).options;
    return request("POST", "/api/studio/registration", {
      payload: { token, response: passkey.register(challenge) },
    });
  };

  const signIn = async (passkey: SoftwarePasskey, remoteAddress?: string) => {
    const options = await request("POST", "/api/studio/sign-in/options", { remoteAddress });
    return request("POST", "/api/studio/sign-in", {
      payload: { response: passkey.signIn(options.json() as { challenge: string }) },
      remoteAddress,
    });
  };

  /** The `name=value` of the session cookie a sign-in set. */
  const cookieOf = (response: LightMyRequestResponse): string => {
    const header = response.headers["set-cookie"];
    const cookie = (Array.isArray(header) ? header[0] : header) ?? "";
    return cookie.split(";")[0] ?? "";
  };

  /** A new operator, registered and signed in: their passkey and session cookie. */
  const signedInOperator = async (name: string, email: string) => {
    const passkey = newPasskey();
    const registered = await register(await invite(name, email), passkey);
    if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
    const signedIn = await signIn(passkey);
    if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
    return {
      passkey,
      cookie: cookieOf(signedIn),
      operator: signedIn.json().operator as { id: number },
    };
  };

  /** The audit log as the console's page reads it, newest first. */
  const auditLog = async (cookie: string): Promise<AuditEntry[]> => {
    const log = await request("GET", "/api/studio/audit", { cookie });
    if (log.statusCode !== 200) throw new Error(`reading the audit log failed: ${log.body}`);
    return (log.json() as { entries: AuditEntry[] }).entries;
  };

  return { request, invite, newPasskey, register, signIn, cookieOf, signedInOperator, auditLog };
}
