import { asPng } from "../../providers/image/image-format";
import type { GeneratedImage } from "../../providers/image/image-provider";
import { type PngText, withPngTexts, XMP_KEYWORD } from "../../providers/image/png";

/** What made a picture, as the answer to the visitor names it. */
export interface PictureRecord {
  prompt: string;
  negativePrompt: string;
  steps: number;
  guidance: number;
  seed: number;
  /** The model the answer names. */
  model: string;
  width: number;
  height: number;
  /** Drawn by the demo renderer: no model ran. */
  demo: boolean;
}

// IPTC Digital Source Type NewsCodes (http://cv.iptc.org/newscodes/digitalsourcetype/).
/** "Created using a model derived from sampled content": what an image model makes. */
export const TRAINED_ALGORITHMIC_MEDIA =
  "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia";
/**
 * "Created purely by an algorithm not based on any sampled training data": the demo renderer,
 * which draws shapes from the prompt's words and the seed.
 */
export const ALGORITHMIC_MEDIA = "http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia";

function description(record: PictureRecord): string {
  return record.demo
    ? "Demo picture drawn by the studio's demo renderer from the prompt's words and the seed; no AI model made it, it is not AI output."
    : `AI-generated picture, made by the image model ${record.model}.`;
}

/** A value of the settings line, quoted as AUTOMATIC1111 does when it holds `,`, `:` or a newline. */
const settingValue = (value: string) => (/[,:\n]/.test(value) ? JSON.stringify(value) : value);

/**
 * The `parameters` text AUTOMATIC1111 writes and its "PNG Info" (and most tools that read
 * generation settings) parses: the prompt, the negative prompt, then one line of settings.
 */
export function generationParameters(record: PictureRecord): string {
  const settings = [
    `Steps: ${record.steps}`,
    `CFG scale: ${record.guidance}`,
    `Seed: ${record.seed}`,
    `Size: ${record.width}x${record.height}`,
    `Model: ${settingValue(record.model)}`,
  ].join(", ");
  const negative = record.negativePrompt ? [`Negative prompt: ${record.negativePrompt}`] : [];
  return [record.prompt, ...negative, settings].join("\n");
}

/** Text as XML character data: markup escaped, characters XML 1.0 forbids left out. */
const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- these are the characters being removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/**
 * The XMP packet: IPTC's digital source type, the description, and for a model's picture the
 * IPTC 2025.1 "AI System Used" and "AI Prompt Information".
 */
export function xmpPacket(record: PictureRecord): string {
  const properties = [
    `<Iptc4xmpExt:DigitalSourceType>${record.demo ? ALGORITHMIC_MEDIA : TRAINED_ALGORITHMIC_MEDIA}</Iptc4xmpExt:DigitalSourceType>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(description(record))}</rdf:li></rdf:Alt></dc:description>`,
  ];
  if (!record.demo) {
    const prompt = record.negativePrompt
      ? `${record.prompt}\nNegative prompt: ${record.negativePrompt}`
      : record.prompt;
    properties.push(
      `<Iptc4xmpExt:AISystemUsed>${xmlText(record.model)}</Iptc4xmpExt:AISystemUsed>`,
      `<Iptc4xmpExt:AIPromptInformation>${xmlText(prompt)}</Iptc4xmpExt:AIPromptInformation>`,
    );
  }
  return [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    ...properties,
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="r"?>',
  ].join("\n");
}

/**
 * The back end's picture as a PNG marked with what made it (EU AI Act Article 50(2) asks for a
 * machine-readable mark on AI-generated pictures): the XMP packet, the `parameters` text and a
 * plain `Description`. Throws when the picture cannot be read.
 */
export async function markedPng(
  picture: GeneratedImage,
  record: PictureRecord,
  backEnd: string,
): Promise<GeneratedImage> {
  const png = await asPng(picture.bytes, backEnd);
  const texts: PngText[] = [
    { keyword: XMP_KEYWORD, text: xmpPacket(record) },
    { keyword: "parameters", text: generationParameters(record) },
    { keyword: "Description", text: description(record) },
  ];
  return { bytes: withPngTexts(png.bytes, texts), mimeType: png.mimeType };
}
