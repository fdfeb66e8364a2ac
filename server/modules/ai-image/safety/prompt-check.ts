import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
} from "obscenity";
import OpenAI from "openai";
import { normalisePrompt, type NormalisedPrompt } from "./normalise-prompt";
import {
  BENIGN_WORDS,
  CLOTHING_WORDS,
  NUDITY_PHRASES,
  NUDITY_STEMS,
  NUDITY_WORDS,
} from "./prompt-words";

/** OpenAI's moderation categories a `moderate` filter still refuses; `strict` refuses any flag. */
const MODERATE_REFUSED_CATEGORIES = [
  "sexual",
  "sexual/minors",
  "hate/threatening",
  "harassment/threatening",
  "violence/graphic",
  "self-harm/intent",
  "self-harm/instructions",
  "illicit/violent",
] as const;

/** How long the moderation endpoint may take before the prompt is refused as unchecked. */
const MODERATION_TIMEOUT_MS = 10_000;

/** Words that ask an image model for nudity, which a list made for chat text leaves out. */
const imageWords = [
  pattern`|nude`,
  pattern`|nudity`,
  pattern`|naked`,
  pattern`nsfw`,
  pattern`topless`,
  pattern`|erotic`,
  pattern`|undress`,
];

const wordList = new RegExpMatcher({
  ...new DataSet<{ originalWord: string }>()
    .addAll(englishDataset)
    .addPhrase((phrase) => imageWords.reduce((builder, word) => builder.addPattern(word), phrase))
    .build(),
  ...englishRecommendedTransformers,
});

const normalised = (entries: string[]) => entries.map((entry) => normalisePrompt(entry).text);
const nudityStems = normalised(NUDITY_STEMS);
const nudityWords = new Set(normalised(NUDITY_WORDS));
const nudityPhrases = normalised(NUDITY_PHRASES);
const benignWords = new Set(normalised(BENIGN_WORDS));
const clothingWords = new Set(normalised(CLOTHING_WORDS));

function asksForNudity({ text, words }: NormalisedPrompt): boolean {
  const spaced = ` ${text} `;
  return (
    words.some(
      (word) =>
        nudityWords.has(word) ||
        (!benignWords.has(word) && nudityStems.some((stem) => word.includes(stem))),
    ) || nudityPhrases.some((phrase) => spaced.includes(` ${phrase} `))
  );
}

/** What a visitor asks the model to draw, and to leave out. */
export interface PromptPair {
  prompt: string;
  negativePrompt: string;
}

/**
 * The word lists' verdict, on the prompt as written and as normalised: obscenity's maintained
 * English list (with the look-alike spellings its transformers undo), words and phrases asking
 * for nudity in the visitors' languages, and a negative prompt that leaves out clothes.
 */
export function promptHasBannedWords({ prompt, negativePrompt }: PromptPair): boolean {
  const normalisedPrompt = normalisePrompt(prompt);
  return (
    wordList.hasMatch(prompt) ||
    wordList.hasMatch(normalisedPrompt.text) ||
    asksForNudity(normalisedPrompt) ||
    normalisePrompt(negativePrompt).words.some((word) => clothingWords.has(word))
  );
}

export interface ModerationEndpoint {
  /** Base URL of an OpenAI-compatible API, `/v1` included. */
  url: string;
  apiKey: string;
  model: string;
}

export type PromptVerdict = "allowed" | "refused";

/**
 * Asks an OpenAI-compatible `/moderations` endpoint about the prompt. Throws when it cannot answer
 * (the caller then refuses the prompt as unchecked rather than let it through).
 */
export function createModerationCheck(endpoint: ModerationEndpoint, mode: "strict" | "moderate") {
  const client = new OpenAI({
    baseURL: endpoint.url,
    apiKey: endpoint.apiKey,
    timeout: MODERATION_TIMEOUT_MS,
    maxRetries: 1,
  });
  return async (prompt: string, signal: AbortSignal): Promise<PromptVerdict> => {
    // The normalised text too: a spelling that slips past the endpoint's reading may not.
    const normalised = normalisePrompt(prompt).text;
    const input = normalised === prompt ? prompt : [prompt, normalised];
    const answer = await client.moderations.create({ model: endpoint.model, input }, { signal });
    const refused = answer.results.some((result) =>
      mode === "strict"
        ? result.flagged
        : MODERATE_REFUSED_CATEGORIES.some((category) => result.categories[category]),
    );
    return refused ? "refused" : "allowed";
  };
}
