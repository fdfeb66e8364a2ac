// Content written as compact tables, and the entries the pages read built from them.
import type { ArchiveMonth } from "./home-sidebar";

/** Archive entries from counts by month (yyyy-mm), each labelled like "June 2026". */
export function monthlyArchive(counts: Readonly<Record<string, number>>): ArchiveMonth[] {
  return Object.entries(counts).map(([month, count]) => ({
    month,
    // A yyyy-mm date is read as UTC, so the label names that month wherever it is built.
    label: new Date(month).toLocaleDateString("en", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
    count,
  }));
}

/** The zero-based place of an entry's picture (or video) in its media group: 0 means media item 1. */
export type MediaPlace<Key extends string = "imageIndex"> = Record<Key, number>;

/**
 * Entries that show the picture (or video) at their own place in their media group, so the
 * first shows media item 1: `key` is the entry's zero-based index into that group.
 */
export function inMediaOrder<Key extends string, Entry extends object>(
  key: Key,
  entries: readonly Entry[],
): (Entry & MediaPlace<Key>)[] {
  return entries.map((entry, index) => ({ ...entry, [key]: index }) as Entry & MediaPlace<Key>);
}
