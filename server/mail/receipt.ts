/**
 * Receipts: the mails that tell a visitor their message or request arrived. They go to an address
 * the visitor typed, which may be someone else's, so they carry nothing the visitor wrote but a
 * greeting by name, and one address gets at most one receipt of a kind per interval.
 */
export const RECEIPT_INTERVAL_MS = 60 * 60 * 1000;

const LONGEST_GREETED_NAME = 60;
/** "J. R. R. Tolkien", "Nguyễn Thị Minh Khai": a longer run of words is a sentence, not a name. */
const MOST_GREETED_WORDS = 4;

/**
 * The scripts people's names are written in, each a set of letters that may share a word (Japanese
 * names mix kanji and kana). A word in one script cannot hide a look-alike of a period or a slash
 * from another, as `evilꓸcom` does with a letter of the Lisu script.
 */
const NAME_SCRIPTS = [
  ["Latin"],
  ["Greek"],
  ["Cyrillic"],
  ["Armenian"],
  ["Georgian"],
  ["Hebrew"],
  ["Arabic"],
  ["Devanagari"],
  ["Bengali"],
  ["Gurmukhi"],
  ["Gujarati"],
  ["Oriya"],
  ["Tamil"],
  ["Telugu"],
  ["Kannada"],
  ["Malayalam"],
  ["Sinhala"],
  ["Thai"],
  ["Hangul"],
  ["Han", "Hiragana", "Katakana"],
];

/**
 * A word of one script's letters (with their accents), whose parts a hyphen or apostrophe may join;
 * a part may end with a period, as an initial or "Dr." does. Nothing here can spell a link or a
 * domain: a period is never followed by a letter, and there are no digits, slashes or colons.
 */
const nameWord = (scripts: string[]) => {
  const letters = scripts.map((script) => `\\p{Script=${script}}`).join("");
  const part = `[${letters}][${letters}\\p{M}]*\\.?`;
  return `${part}(?:['’-]${part})*`;
};
const WORD = `(?:${NAME_SCRIPTS.map(nameWord).join("|")})`;
const PLAIN_NAME = new RegExp(`^${WORD}(?: ${WORD}){0,${MOST_GREETED_WORDS - 1}}$`, "u");

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
