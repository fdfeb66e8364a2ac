import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
} from "obscenity";
import OpenAI from "openai";

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

/**
 * The word list's verdict: obscenity's maintained English list (with the look-alike spellings its
 * transformers undo) and a few words about nudity.
 */
export function promptHasBannedWords(prompt: string): boolean {
  return wordList.hasMatch(prompt);
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
    const answer = await client.moderations.create(
      { model: endpoint.model, input: prompt },
      { signal },
    );
    const refused = answer.results.some((result) =>
      mode === "strict"
        ? result.flagged
        : MODERATE_REFUSED_CATEGORIES.some((category) => result.categories[category]),
    );
    return refused ? "refused" : "allowed";
  };
}
