// The shapes of the generated lists of pictures (media/<group>.ts) and the two helpers their rows call.
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

// width/height are the largest file's; the i-th AVIF and WebP files are widths[i] pixels wide.
export function picture(
  alt: string,
  [width, height]: [number, number],
  widths: number[],
  avif: string[],
  webp: string[],
): ResponsiveImage {
  const sources = (files: string[]) => files.map((src, i) => ({ src, width: widths[i]! }));
  return { width, height, alt, avif: sources(avif), webp: sources(webp) };
}

// A video's poster shows the same scene, so the video takes the poster's alt.
export function loopVideo(webm: string, mp4: string, poster: ResponsiveImage): LoopVideo {
  return { webm, mp4, alt: poster.alt, poster };
}
