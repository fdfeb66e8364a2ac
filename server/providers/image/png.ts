import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** Encodes 8-bit RGB pixels (row by row, 3 bytes each) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rowLength = width * 3;
  // Each row starts with its filter type; 0 (none) keeps the encoder simple.
  const raw = Buffer.alloc((rowLength + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (rowLength + 1)] = 0;
    raw.set(rgb.subarray(y * rowLength, (y + 1) * rowLength), y * (rowLength + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A text entry of a PNG file: a keyword (1–79 Latin-1 characters) and its text. */
export interface PngText {
  keyword: string;
  text: string;
}

/** The keyword of the iTXt chunk that carries an XMP packet (XMP Specification Part 3, 1.1.5). */
export const XMP_KEYWORD = "XML:com.adobe.xmp";

const TEXT_CHUNKS = new Set(["tEXt", "zTXt", "iTXt"]);

const isLatin1 = (text: string) => [...text].every((character) => character <= "\u00ff");

/**
 * tEXt when the text is Latin-1, as the PNG spec wants it and most readers look for it; else an
 * uncompressed iTXt with UTF-8 text (as Pillow, and so AUTOMATIC1111, does). XMP always goes in
 * iTXt. NUL ends a keyword in both, so none may stay in the text.
 */
function textChunk({ keyword, text }: PngText): Buffer {
  const clean = text.replaceAll("\0", "");
  if (keyword !== XMP_KEYWORD && isLatin1(clean)) {
    return chunk(
      "tEXt",
      Buffer.concat([Buffer.from(`${keyword}\0`, "latin1"), Buffer.from(clean, "latin1")]),
    );
  }
  // Keyword, NUL, compression flag 0, method 0, empty language tag and translated keyword.
  const head = Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0, 0, 0, 0, 0])]);
  return chunk("iTXt", Buffer.concat([head, Buffer.from(clean, "utf8")]));
}

/**
 * The PNG file with `texts` as its only text chunks, right after the header, where readers that
 * stop at the pixels still find them; the text chunks it had are dropped, so no older entry of
 * the same keyword contradicts them. Throws when the file's chunks do not add up.
 */
export function withPngTexts(png: Buffer, texts: PngText[]): Buffer {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("The file is no PNG");
  const kept: Buffer[] = [];
  let offset = SIGNATURE.length;
  while (offset < png.length) {
    if (offset + 12 > png.length) throw new Error("The PNG file is cut short");
    const end = offset + 12 + png.readUInt32BE(offset);
    if (end > png.length) throw new Error("The PNG file is cut short");
    const type = png.subarray(offset + 4, offset + 8).toString("latin1");
    if (!TEXT_CHUNKS.has(type)) kept.push(png.subarray(offset, end));
    offset = end;
  }
  const [header, ...rest] = kept;
  if (header?.subarray(4, 8).toString("latin1") !== "IHDR")
    throw new Error("The PNG file has no header");
  return Buffer.concat([SIGNATURE, header, ...texts.map(textChunk), ...rest]);
}
