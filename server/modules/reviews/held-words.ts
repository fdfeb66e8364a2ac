/**
 * Words that hold a review for a moderator instead of publishing it at once: common profanity in
 * the languages the studio's visitors write in, and the staples of review spam. Nothing is refused
 * for a word; a person decides, so a false match costs a short wait, not a lost review. Kept short
 * on purpose: whole words only, so "Scunthorpe" or "assistant" match nothing.
 */
const HELD_WORDS = [
  // English
  "fuck",
  "fucking",
  "fucked",
  "fucker",
  "motherfucker",
  "shit",
  "shitty",
  "bullshit",
  "cunt",
  "bitch",
  "asshole",
  "wanker",
  "dickhead",
  // German
  "scheiße",
  "scheisse",
  "arschloch",
  "wichser",
  // French
  "merde",
  "putain",
  "connard",
  "salope",
  // Spanish and Portuguese
  "mierda",
  "puta",
  "pendejo",
  "cabrón",
  "caralho",
  // Italian
  "cazzo",
  "stronzo",
  "vaffanculo",
  // Dutch and Polish
  "klootzak",
  "kurwa",
  // Russian
  "блядь",
  "сука",
  "хуй",
  // Hindi, as written in Latin letters
  "chutiya",
  "bhenchod",
  "madarchod",
  // Review spam
  "viagra",
  "cialis",
  "casino",
  "porn",
  "porno",
  "xxx",
];

/** Lower case without accents, so "CABRÓN" and "cabron" are one word. */
function plain(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const heldWords = new Map(HELD_WORDS.map((word) => [plain(word), word]));

/** The first listed word `text` contains as a whole word, as the list spells it; or undefined. */
export function findHeldWord(text: string): string | undefined {
  for (const word of plain(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const listed = heldWords.get(word);
    if (listed) return listed;
  }
  return undefined;
}
