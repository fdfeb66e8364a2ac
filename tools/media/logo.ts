// The Nexora Studio mark and wordmark, drawn as strokes so no font is needed anywhere.
import { hue, ink } from "./color";

type Glyph = { width: number; d: string };

// Geometric capitals on a 20-unit cap height; strokes are centred on these paths.
const glyphs: Record<string, Glyph> = {
  N: { width: 14, d: "M0 20V0L14 20V0" },
  E: { width: 12, d: "M12 0H0V20H12M0 10H10" },
  X: { width: 14, d: "M0 0L14 20M14 0L0 20" },
  O: { width: 19, d: "M9.5 0A9.5 10 0 1 1 9.5 20A9.5 10 0 1 1 9.5 0Z" },
  R: { width: 13, d: "M0 20V0H7.5A5.5 5.5 0 0 1 7.5 11H0M7 11L13 20" },
  A: { width: 15, d: "M0 20L7.5 0L15 20M3.4 13H11.6" },
  S: {
    width: 12,
    d: "M12 3C10.6 1 8.6 0 6.2 0C3 0 .6 2 .6 5C.6 8.2 3.4 9 6.2 10C9.2 11 12 12 12 15.2C12 18.2 9.6 20 6.2 20C3.4 20 1.2 18.9 0 16.8",
  },
  T: { width: 12, d: "M0 0H12M6 0V20" },
  U: { width: 13, d: "M0 0V13.5A6.5 6.5 0 0 0 13 13.5V0" },
  D: { width: 15, d: "M0 0H5A10 10 0 0 1 5 20H0Z" },
  I: { width: 0, d: "M0 0V20" },
};

// Each glyph is placed with its own translate: robust, and only a few bytes per letter.
function word(
  text: string,
  tracking: number,
  accent?: { index: number; stroke: string },
): { markup: string; width: number } {
  let x = 0;
  let markup = "";
  [...text].forEach((ch, i) => {
    const g = glyphs[ch];
    if (!g) throw new Error(`No glyph for ${ch}`);
    const move = x === 0 ? "" : ` transform="translate(${Math.round(x * 100) / 100})"`;
    const stroke = accent && accent.index === i ? ` stroke="${accent.stroke}"` : "";
    markup += `<path d="${g.d}"${move}${stroke}/>`;
    x += g.width + tracking;
  });
  return { markup, width: x - tracking };
}

type MarkOptions = { rounded?: boolean; idPrefix?: string };

function markBody({ rounded = true, idPrefix = "n" }: MarkOptions): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${idPrefix}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#131c33"/><stop offset="1" stop-color="${ink.deep}"/></linearGradient>` +
    `<linearGradient id="${idPrefix}a" x1="19" y1="18" x2="45" y2="46" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hue.teal}"/><stop offset="1" stop-color="${hue.cyan}"/></linearGradient>`;
  const radius = rounded ? 14 : 0;
  const body =
    `<rect width="64" height="64" rx="${radius}" fill="url(#${idPrefix}b)"/>` +
    (rounded
      ? `<rect x=".75" y=".75" width="62.5" height="62.5" rx="13.25" fill="none" stroke="${hue.teal}" stroke-opacity=".28" stroke-width="1.5"/>`
      : "") +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="6.5"><path d="M19 46V18M45 46V18" stroke="${ink.text}"/><path d="M19 18L45 46" stroke="url(#${idPrefix}a)"/></g>` +
    `<circle cx="51.5" cy="12.5" r="3" fill="${hue.teal}"/>`;
  return { defs, body };
}

// Square monogram: reads at 16-40 px (favicon, side panel, app icon).
export function markSvg(options: MarkOptions = {}): string {
  const { defs, body } = markBody(options);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Nexora Studio"><title>Nexora Studio</title><defs>${defs}</defs>${body}</svg>`;
}

// Mark plus two-line wordmark; STUDIO is tracked out to the width of NEXORA.
export function fullLogoSvg(): string {
  const { defs, body } = markBody({ idPrefix: "f" });
  const top = word("NEXORA", 5.2, { index: 3, stroke: "url(#fo)" });
  const scaleTop = 1.05;
  const topWidth = top.width * scaleTop;
  const scaleBottom = 0.38;
  const tracking = (topWidth / scaleBottom - word("STUDIO", 0).width) / 5;
  const bottom = word("STUDIO", tracking);
  const left = 80;
  const width = Math.ceil(left + topWidth + 4);
  const textGroup =
    `<g transform="translate(${left} 14) scale(${scaleTop})" fill="none" stroke="${ink.text}" stroke-width="3.1" stroke-linecap="round" stroke-linejoin="round">${top.markup}</g>` +
    `<g transform="translate(${left} 43) scale(${scaleBottom})" fill="none" stroke="${ink.muted}" stroke-width="4.6" stroke-linecap="round" stroke-linejoin="round">${bottom.markup}</g>`;
  const oGradient = `<linearGradient id="fo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue.teal}"/><stop offset="1" stop-color="${hue.cyan}"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="Nexora Studio"><title>Nexora Studio</title><defs>${defs}${oGradient}</defs>${body}${textGroup}</svg>`;
}
