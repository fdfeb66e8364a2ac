/** Picture sizes offered at a glance; the sliders reach every other size in range. */
const SIZE_PRESETS = [
  { width: 512, height: 512, name: "Square" },
  { width: 768, height: 512, name: "Landscape" },
  { width: 512, height: 768, name: "Portrait" },
  { width: 1024, height: 576, name: "Wide" },
  { width: 1024, height: 1024, name: "Large square" },
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
    label: `${size.name} · ${size.width} × ${size.height}`,
  }));
  const value = sizeValue(width, height);
  return options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: `Custom · ${width} × ${height}` }];
}
