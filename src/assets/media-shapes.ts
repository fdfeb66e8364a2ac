// The shapes of the generated lists of pictures (media/<group>.ts) and the helpers that build them.
export type ImageSource = { src: string; width: number };
// width/height: intrinsic size of the largest variant, for width/height attributes (no layout shift).
export type ResponsiveImage = {
  width: number;
  height: number;
  alt: string;
  avif: ImageSource[];
  webp: ImageSource[];
};
export type LoopVideo = { webm: string; mp4: string; alt: string; poster: ResponsiveImage };

// width/height are the largest file's; `files` are the AVIF files, then the WebP ones, each
// format's i-th file widths[i] pixels wide.
export function picture(
  alt: string,
  [width, height]: [number, number],
  widths: number[],
  files: string[],
): ResponsiveImage {
  const sources = (first: number) => widths.map((w, i) => ({ src: files[first + i]!, width: w }));
  return { width, height, alt, avif: sources(0), webp: sources(widths.length) };
}

/** A group's pictures, all of one size: each one's alt text to its files, as picture() takes them. */
export function pictures(
  size: [number, number],
  widths: number[],
  rows: Record<string, string[]>,
): ResponsiveImage[] {
  return Object.entries(rows).map(([alt, files]) => picture(alt, size, widths, files));
}

// A video's files are its WebM and MP4, then its poster's; the poster shows the same scene, so
// the video takes the poster's alt.
export function loopVideos(
  posterSize: [number, number],
  posterWidths: number[],
  rows: Record<string, [webm: string, mp4: string, ...poster: string[]]>,
): LoopVideo[] {
  return Object.entries(rows).map(([alt, [webm, mp4, ...poster]]) => ({
    webm,
    mp4,
    alt,
    poster: picture(alt, posterSize, posterWidths, poster),
  }));
}
