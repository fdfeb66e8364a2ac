// Field kinds several areas of the configuration share.
import { z } from "zod";

const PORT_RANGE = { error: "must be a whole number from 0 to 65535" };

/** A TCP port given as text in the environment (0 picks a free one). */
export function port(fallback: number) {
  return z.coerce
    .number(PORT_RANGE)
    .int(PORT_RANGE)
    .min(0, PORT_RANGE)
    .max(65535, PORT_RANGE)
    .default(fallback);
}

/** A whole number of at least `min`, given as text in the environment. */
export function wholeNumber(min: number, fallback: number) {
  const error = `must be a whole number of at least ${min}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).default(fallback);
}

const MILLISECONDS = { error: "must be a whole number of milliseconds" };

/** A whole number of milliseconds of at least `min`, given as text in the environment. */
export function milliseconds(min: number, fallback: number) {
  const floor = min === 0 ? MILLISECONDS : { error: `must be at least ${min} milliseconds` };
  return z.coerce.number(MILLISECONDS).int(MILLISECONDS).min(min, floor).default(fallback);
}

/** Empty means the same origin as the page; otherwise an absolute http(s) address. */
export const publicBaseUrl = z
  .union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http(s) URL or empty" })])
  .default("");

/** A comma-separated list given as text in the environment: its entries, trimmed, empty ones left out. */
export function commaList(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
}
