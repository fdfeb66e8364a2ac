/**
 * A whole number with Indian digit grouping, as en-IN writes it: 1,234 and 12,34,567. Written
 * out rather than with Intl.NumberFormat, whose first use loads locale data: about 100 ms of a
 * slow phone's main thread.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}
