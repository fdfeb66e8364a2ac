const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "12 October 2018" from an ISO date, read as a calendar date (no time-zone drift). Written out
 * rather than with Intl.DateTimeFormat, whose first use loads locale data: about 100 ms of a slow
 * phone's main thread, for English month names.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  if (!year || !monthName || !day) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${day} ${monthName} ${year}`;
}
