import { parseArgs } from "node:util";

/** A positive whole-number option such as `--size 1000`, or its default. */
export function numberOption(name: string, fallback: number): number {
  const { values } = parseArgs({ options: { [name]: { type: "string" } }, strict: false });
  const raw = values[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1, not ${String(raw)}`);
    process.exit(2);
  }
  return value;
}

/** A text option such as `--engine postgres`, or its default. */
export function textOption(name: string, fallback?: string): string | undefined {
  const { values } = parseArgs({ options: { [name]: { type: "string" } }, strict: false });
  const raw = values[name];
  return typeof raw === "string" ? raw : fallback;
}
