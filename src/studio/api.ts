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
import type { FailedMail, PersonalDataKind, Subscriber } from "#contract/studio-mail";
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

const UNREACHABLE = "The console could not reach the server. Try again.";

function send(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  const answer = (await response.json().catch(() => ({}))) as { detail?: string };
  if (!response.ok) throw new StudioApiError(response.status, answer.detail ?? UNREACHABLE);
  return answer as T;
}

/**
 * Saves what the server sends as a file, under the name it gives. Fetched rather than opened as a
 * link, so that a refusal shows as a message in the console instead of a page of JSON.
 */
async function download(method: string, path: string, body?: unknown): Promise<void> {
  const response = await send(method, path, body);
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { detail?: string };
    throw new StudioApiError(response.status, answer.detail ?? UNREACHABLE);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name ?? "" });
  link.click();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type DataCounts = { counts: Record<PersonalDataKind, number> };

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
  exportAudit: () => download("GET", "/audit/export"),
  failedMails: () => call<{ mails: FailedMail[] }>("GET", "/outbox/failed"),
  retryMail: (id: number) => call<{ ok: true }>("POST", `/outbox/${id}/retry`),
  subscribers: () => call<{ subscribers: Subscriber[] }>("GET", "/subscribers"),
  exportSubscribers: () => download("GET", "/subscribers/export"),
  findData: (subject: string) => call<DataCounts>("POST", "/data-requests/find", { subject }),
  exportData: (subject: string) => download("POST", "/data-requests/export", { subject }),
  eraseData: (subject: string) =>
    call<DataCounts>("POST", "/data-requests/erase", { subject, confirm: true }),
};
