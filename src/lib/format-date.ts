const formatter = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "12 October 2018" from an ISO date, read as a calendar date (no time-zone drift). */
export function formatDate(isoDate: string): string {
  return formatter.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}
