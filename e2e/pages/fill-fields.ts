import type { Locator } from "@playwright/test";

/** Types each value into its field, in order; a field whose value is missing or empty is left as it is. */
export async function fillFields(fields: readonly [field: Locator, value: string | undefined][]) {
  for (const [field, value] of fields) {
    if (value) await field.fill(value);
  }
}
