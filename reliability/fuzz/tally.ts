import type { Verdict } from "./judge";

const COLUMNS: Verdict[] = [
  "2xx",
  "4xx",
  "429",
  "5xx",
  "hang",
  "dropped",
  "bad shape",
  "wrongly accepted",
  "sent twice",
];

/** Counts per endpoint: requests (or socket conversations) and how each one ended. */
export class Tally {
  private readonly counts = new Map<string, Map<Verdict, number>>();

  add(endpoint: string, verdict: Verdict): void {
    const row = this.counts.get(endpoint) ?? new Map<Verdict, number>();
    row.set(verdict, (row.get(verdict) ?? 0) + 1);
    this.counts.set(endpoint, row);
  }

  requests(endpoint: string): number {
    return [...(this.counts.get(endpoint)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  }

  count(endpoint: string, verdict: Verdict): number {
    return this.counts.get(endpoint)?.get(verdict) ?? 0;
  }

  /** A plain-text table, one row per endpoint and a total. */
  table(): string {
    const endpoints = [...this.counts.keys()];
    const header = ["endpoint", "requests", ...COLUMNS];
    const rows = endpoints.map((endpoint) => [
      endpoint,
      String(this.requests(endpoint)),
      ...COLUMNS.map((verdict) => String(this.count(endpoint, verdict))),
    ]);
    rows.push([
      "total",
      String(endpoints.reduce((sum, endpoint) => sum + this.requests(endpoint), 0)),
      ...COLUMNS.map((verdict) =>
        String(endpoints.reduce((sum, endpoint) => sum + this.count(endpoint, verdict), 0)),
      ),
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]!.length)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  ");
    return [line(header), ...rows.map(line)].join("\n");
  }
}
