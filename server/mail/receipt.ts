/**
 * Receipts: the mails that tell a visitor their message or request arrived. They go to an address
 * the visitor typed, which may be someone else's, so they carry nothing the visitor wrote but a
 * greeting by name, and one address gets at most one receipt of a kind per interval.
 */
export const RECEIPT_INTERVAL_MS = 60 * 60 * 1000;

const LONGEST_GREETED_NAME = 60;

/**
 * Words of letters (any script, with their accents), joined by a space, hyphen or apostrophe; a
 * word may end with a period, as an initial or "Dr." does. Nothing here can spell a link or a
 * domain: a period is never followed by a letter, and there are no digits, slashes or colons.
 */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}]*\.?(?:[ '’-]\p{L}[\p{L}\p{M}]*\.?)*$/u;

/**
 * "Hello Ada," when the name is plainly a name, otherwise "Hello,". Mail programs turn
 * anything that looks like an address into a link, in plain text too, and a readable
 * "evil.example" lures even unlinked; no escaping stops that, so such a name is left out.
 */
export function greeting(name: string): string {
  const trimmed = name.normalize("NFC").trim();
  return trimmed.length <= LONGEST_GREETED_NAME && PLAIN_NAME.test(trimmed)
    ? `Hello ${trimmed},`
    : "Hello,";
}
