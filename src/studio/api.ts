import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type {
  AuditEntry,
  InboxItem,
  Invitation,
  ItemDetail,
  Operator,
  StudioSession,
} from "#contract/studio";
import type { InboxKind, ItemState } from "#contract/studio-rules";

// The console's one way to its API: same origin, the session cookie, JSON both ways.

const BASE = "/api/studio";

export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { detail?: string };
  if (!response.ok) {
    throw new StudioApiError(
      response.status,
      answer.detail ?? "The console could not reach the server. Try again.",
    );
  }
  return answer as T;
}

export const studioApi = {
  session: () => call<StudioSession>("GET", "/session"),
  registrationOptions: (token: string) =>
    call<{
      invitee: { name: string; email: string };
      options: PublicKeyCredentialCreationOptionsJSON;
    }>("POST", "/registration/options", { token }),
  register: (token: string, response: RegistrationResponseJSON) =>
    call<{ ok: true }>("POST", "/registration", { token, response }),
  signInOptions: () => call<PublicKeyCredentialRequestOptionsJSON>("POST", "/sign-in/options"),
  signIn: (response: AuthenticationResponseJSON) =>
    call<StudioSession>("POST", "/sign-in", { response }),
  signOut: () => call<{ ok: true }>("POST", "/sign-out"),
  signOutEverywhere: () => call<{ ok: true }>("POST", "/sign-out-everywhere"),
  inbox: (query: { kind?: string; state?: string; q?: string; page: number }) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== "") params.set(name, String(value));
    }
    return call<{ items: InboxItem[]; hasMore: boolean }>("GET", `/inbox?${params.toString()}`);
  },
  item: (kind: InboxKind, id: number) => call<ItemDetail>("GET", `/inbox/${kind}/${id}`),
  setState: (kind: InboxKind, id: number, state: ItemState) =>
    call<{ ok: true }>("PATCH", `/inbox/${kind}/${id}`, { state }),
  attachmentUrl: (requestId: number, fileId: number) =>
    `${BASE}/inbox/request/${requestId}/attachments/${fileId}`,
  decideReview: (id: number, decision: "publish" | "remove") =>
    call<{ ok: true }>("POST", `/reviews/${id}/decision`, { decision }),
  replyToReview: (id: number, text: string) =>
    call<{ ok: true }>("PUT", `/reviews/${id}/reply`, { text }),
  operators: () => call<{ operators: Operator[] }>("GET", "/operators"),
  invite: (invitation: Invitation) =>
    call<{ link: string; expiresAt: string }>("POST", "/operators", invitation),
  removeOperator: (id: number) => call<{ ok: true }>("DELETE", `/operators/${id}`),
  audit: () => call<{ entries: AuditEntry[] }>("GET", "/audit"),
};
