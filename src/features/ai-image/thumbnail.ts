/**
 * Longest side of a stored history picture: large enough to fill the viewer on a phone, small
 * enough that the five kept always fit in local storage.
 */
const THUMBNAIL_SIZE = 640;
/** A picture this small (as text) may be kept as it is when the browser cannot shrink it. */
const SMALL_ENOUGH = 60_000;

/** A small JPEG copy of a picture for the history; empty when none can be made small enough. */
export async function makeThumbnail(dataUrl: string): Promise<string> {
  try {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas");
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL("image/jpeg", 0.8);
  } catch {
    return dataUrl.length <= SMALL_ENOUGH ? dataUrl : "";
  }
}
