import sharp from "sharp";
import { type GeneratedImage, ImageProviderError } from "./image-provider";

/** The picture formats back ends answer in, known by their first bytes. */
export function imageTypeOf(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  return undefined;
}

/** An image as its bytes say it is, refusing bytes that are no picture. */
export function recognisedImage(bytes: Buffer, service: string): GeneratedImage {
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw new ImageProviderError(`${service} answered bytes that are no picture`);
  return { bytes, mimeType };
}

/**
 * The picture as a PNG, whatever format the back end chose: the visitor downloads
 * `generated-image.png`, so it must be one.
 */
export async function asPng(bytes: Buffer, service: string): Promise<GeneratedImage> {
  const { mimeType } = recognisedImage(bytes, service);
  if (mimeType === "image/png") return { bytes, mimeType };
  try {
    return { bytes: await sharp(bytes).png().toBuffer(), mimeType: "image/png" };
  } catch (error) {
    throw new ImageProviderError(
      `${service} answered a picture that could not be read (${error instanceof Error ? error.message : error})`,
    );
  }
}

/** Longest side of a live preview: enough for the overlay, small enough to pass on often. */
const PREVIEW_SIDE = 256;

/** A forming picture shrunk to a small JPEG for the page. */
export async function smallPreview(bytes: Buffer): Promise<GeneratedImage> {
  const jpeg = await sharp(bytes)
    .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { bytes: jpeg, mimeType: "image/jpeg" };
}
