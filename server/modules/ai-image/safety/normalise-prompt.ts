/** Invisible characters (zero-width spaces and joiners, soft hyphens, direction marks). */
const INVISIBLE = /\p{Cf}/gu;
/** Accents on Latin, Greek and Cyrillic letters; the marks of Indian scripts are letters' parts. */
const ACCENTS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
/** Anything between words: spaces, punctuation, symbols such as `|`. */
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

export interface NormalisedPrompt {
  /** The words, lower case and without accents, separated by single spaces. */
  text: string;
  words: string[];
}

/**
 * A prompt as a word list reads it: compatibility forms folded (full-width letters, ligatures),
 * invisible characters removed, case and accents folded, separators made single spaces. What a
 * visitor does to slip a word past the list (`nu\u200Bde`, `|nude`, `Nüde`) comes out the same.
 */
export function normalisePrompt(prompt: string): NormalisedPrompt {
  const text = prompt
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .normalize("NFD")
    .replace(ACCENTS, "$1")
    .normalize("NFC")
    .replace(SEPARATORS, " ")
    .trim();
  return { text, words: text === "" ? [] : text.split(" ") };
}
