import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** 8-bit RGB pixels, row by row, 3 bytes each. */
export interface DecodedImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** Larger pictures than any back end makes are refused before their pixels are allocated. */
const MAX_PIXELS = 4096 * 4096;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decodes a PNG or JPEG file; anything else (or a broken file) throws. */
export function decodeImage(bytes: Buffer): DecodedImage {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS)
      throw new Error("The picture is larger than any image back end makes");
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, rgb: dropAlpha(png.data) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
    });
    return { width: decoded.width, height: decoded.height, rgb: decoded.data };
  }
  throw new Error("The picture is neither PNG nor JPEG");
}

function dropAlpha(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let source = 0, target = 0; source < rgba.length; source += 4, target += 3)
    rgb.set(rgba.subarray(source, source + 3), target);
  return rgb;
}
