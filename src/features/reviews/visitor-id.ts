// A random id that lets the server count Helpful and Report once per visitor without any account.
export const VISITOR_ID_STORAGE_KEY = "studioVisitorId";

let memoryId: string | undefined;

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP LAN addresses still have getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The stored id, created on first use; kept in memory when storage is blocked. */
export function getVisitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
    const created = randomId();
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, created);
    return created;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}
