// The console's calls pages: plain values, shared by the console and the server.

/** A listed number's stored hash, shortened to tell entries apart on screen and in the audit log. */
export function shortNumberKey(key: string): string {
  return `#${key.slice(0, 12)}`;
}
