/** Picture sizes offered at a glance; the sliders reach every other size in range. */
const SIZE_PRESETS = [
  { width: 512, height: 512, ratio: "1:1" },
  { width: 768, height: 512, ratio: "3:2" },
  { width: 512, height: 768, ratio: "2:3" },
  { width: 1024, height: 576, ratio: "16:9" },
  { width: 1024, height: 1024, ratio: "1:1" },
] as const;

export const sizeValue = (width: number, height: number) => `${width}x${height}`;

export function parseSizeValue(value: string): { width: number; height: number } {
  const [width, height] = value.split("x").map(Number);
  return { width: width!, height: height! };
}

/** The presets, and the size set by the sliders when it is none of them. */
export function sizeOptions(width: number, height: number) {
  const options = SIZE_PRESETS.map((size) => ({
    value: sizeValue(size.width, size.height),
    label: `${size.width} × ${size.height} · ${size.ratio}`,
  }));
  const value = sizeValue(width, height);
  return options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: `${width} × ${height}` }];
}
