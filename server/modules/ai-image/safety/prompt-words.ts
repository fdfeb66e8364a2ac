// What a prompt may not ask an image model for, in the languages the site's visitors write in.
// Matched against the prompt once it is normalised (see normalise-prompt.ts): lower case, without
// accents, invisible characters or separators, so each entry is written that way too.

/**
 * Words asking for nudity, found anywhere inside a word of the prompt, so that `womannaked` and
 * `nudes` are found too: each is long or rare enough not to hide inside an ordinary word (see
 * BENIGN_WORDS for the few that do).
 */
export const NUDITY_STEMS = [
  // English
  "nude",
  "nudity",
  "naked",
  "nsfw",
  "topless",
  "bottomless",
  "erotic",
  "undress",
  "unclothed",
  "porn",
  "hentai",
  // German, Spanish, Italian, Portuguese
  "nackt",
  "desnud",
  "nuda",
  // Russian and Ukrainian (голая, голый, обнажённая as written without the diaeresis)
  "голая",
  "голый",
  "голые",
  "голую",
  "обнажен",
  // Hindi and Marathi, Bengali, Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Urdu
  "नग्न",
  "नंगा",
  "नंगी",
  "निर्वस्त्र",
  "নগ্ন",
  "ন্যাংটো",
  "નગ્ન",
  "ਨੰਗਾ",
  "ਨੰਗੀ",
  "நிர்வாண",
  "నగ్న",
  "ನಗ್ನ",
  "നഗ്ന",
  "برہنہ",
  "ننگی",
  "ننگا",
  // Japanese and Chinese
  "裸",
  "ヌード",
  "色情",
];

/** Short words asking for nudity, found only as whole words (`nue` but not `venue`). */
export const NUDITY_WORDS = ["nu", "nue", "nus", "nues", "nua", "nuas"];

/** Phrases, matched with single spaces between words. */
export const NUDITY_PHRASES = [
  "without clothes",
  "without any clothes",
  "without clothing",
  "no clothes",
  "no clothing",
  "wearing nothing",
  "sans vetements",
  "sin ropa",
  "ohne kleidung",
  "без одежды",
];

/** Ordinary words that hold a stem above, passed over when the stems are looked for. */
export const BENIGN_WORDS = ["denude", "denuded", "denudes", "denudation", "snaked", "snakedly"];

/**
 * What a negative prompt may not name: asking the model to leave out clothes asks for nudity.
 * Nudity words are welcome there (`nsfw, nude` is a common safeguard).
 */
export const CLOTHING_WORDS = [
  "clothes",
  "clothing",
  "clothed",
  "dressed",
  "swimsuit",
  "bikini",
  "underwear",
  "lingerie",
  "bra",
  "shirt",
  "kleidung",
  "vetements",
  "ropa",
  "одежда",
  "одежды",
];
