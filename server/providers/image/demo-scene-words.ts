// The demo renderer's vocabulary: the words of a prompt it understands, grouped into the subject
// it draws, the setting around it, the time of day and the style. Everything else is ignored.

export const SUBJECTS = [
  "boat",
  "fox",
  "house",
  "lighthouse",
  "tree",
  "city",
  "robot",
  "planet",
] as const;
export const SETTINGS = [
  "sea",
  "river",
  "snow",
  "desert",
  "forest",
  "mountains",
  "meadow",
  "street",
  "space",
] as const;
export const TIMES = ["dawn", "day", "dusk", "night"] as const;
export const STYLES = ["flat", "watercolour", "neon", "pixel"] as const;

export type Subject = (typeof SUBJECTS)[number];
export type Setting = (typeof SETTINGS)[number];
export type TimeOfDay = (typeof TIMES)[number];
export type Style = (typeof STYLES)[number];

export interface SceneWords {
  /** What the picture is of; null when the prompt names nothing the renderer can draw. */
  subject: Subject | null;
  setting: Setting;
  time: TimeOfDay;
  style: Style;
  /** A boat with a rounded roof rather than a sail (houseboat, barge). */
  roofedBoat: boolean;
}

const words = (list: string) => list.split(" ");

const SUBJECT_WORDS: Record<Subject, string[]> = {
  boat: words(
    "boat boats houseboat houseboats ship ships sailboat sailboats yacht canoe kayak ferry barge kettuvallam",
  ),
  fox: words("fox foxes wolf wolves dog dogs cat cats animal"),
  house: words("house houses cottage cabin hut home farmhouse barn chalet"),
  lighthouse: words("lighthouse lighthouses beacon"),
  tree: words("tree trees oak pine palm willow"),
  city: words("city cities skyline town skyscraper skyscrapers buildings downtown metropolis"),
  robot: words("robot robots android droid machine automaton"),
  planet: words("planet planets moon saturn jupiter mars world"),
};

const SETTING_WORDS: Record<Setting, string[]> = {
  sea: words("sea ocean waves beach coast bay harbour harbor shore"),
  river: words("river backwaters backwater lake canal lagoon pond stream water kerala"),
  snow: words("snow snowy winter ice icy frozen frost glacier arctic"),
  desert: words("desert dune dunes sand sahara"),
  forest: words("forest woods woodland jungle"),
  mountains: words("mountain mountains hill hills valley cliff cliffs peak peaks alps"),
  meadow: words("meadow field fields grass garden countryside farm park"),
  street: words("street streets road alley avenue"),
  space: words("space galaxy cosmos cosmic nebula orbit universe"),
};

const TIME_WORDS: Record<TimeOfDay, string[]> = {
  dawn: words("dawn sunrise morning daybreak"),
  day: words("day noon midday sunny daylight afternoon"),
  dusk: words("dusk sunset evening twilight golden"),
  night: words("night midnight nocturnal moonlight moonlit stars starry neon"),
};

const STYLE_WORDS: Record<Exclude<Style, "flat">, string[]> = {
  watercolour: words("watercolour watercolor painted painting aquarelle wash"),
  neon: words("neon synthwave cyberpunk cyber glowing retrowave"),
  pixel: words("pixel pixels pixelated retro bit"),
};

/** Where a subject is found when the prompt names no setting. */
const USUAL_SETTING: Record<Subject, Setting> = {
  boat: "sea",
  fox: "meadow",
  house: "meadow",
  lighthouse: "sea",
  tree: "meadow",
  city: "street",
  robot: "street",
  planet: "space",
};

/** The first listed group any of the words belongs to, earliest word first. */
function firstMatch<K extends string>(groups: Record<K, string[]>, tokens: string[]): K | null {
  for (const token of tokens) {
    for (const [key, list] of Object.entries(groups) as [K, string[]][]) {
      if (list.includes(token)) return key;
    }
  }
  return null;
}

/** The prompt's words, lower case; "8-bit" and the like keep their parts. */
export const promptTokens = (prompt: string) => prompt.toLowerCase().match(/[a-z]+/g) ?? [];

/** What the demo renderer makes of a prompt: the subject named first wins. */
export function parseSceneWords(prompt: string): SceneWords {
  const tokens = promptTokens(prompt);
  const subject = firstMatch(SUBJECT_WORDS, tokens);
  return {
    subject,
    setting: firstMatch(SETTING_WORDS, tokens) ?? (subject ? USUAL_SETTING[subject] : "meadow"),
    time: firstMatch(TIME_WORDS, tokens) ?? "day",
    style: firstMatch(STYLE_WORDS, tokens) ?? "flat",
    roofedBoat: tokens.some((token) =>
      ["houseboat", "houseboats", "barge", "kettuvallam"].includes(token),
    ),
  };
}
