// The cases every card search of the site shares, whatever fields it reads.
import { expect, it } from "vitest";

type Card = { id: string; title: string };

/** Blank queries keep every card, titles match in any case, and a query is text, not a pattern. */
export function itSearchesCards<T extends Card>(
  cards: readonly T[],
  search: (cards: readonly T[], query: string) => T[],
): void {
  it("returns every card for an empty or blank query", () => {
    for (const query of ["", "   ", "  \t"])
      expect(search(cards, query)).toHaveLength(cards.length);
  });

  it("matches titles case-insensitively", () => {
    const first = cards[0]!;
    expect(search(cards, first.title.toUpperCase()).map((card) => card.id)).toEqual([first.id]);
  });

  it("treats the query literally and finds nothing for unknown words", () => {
    expect(search(cards, ".*")).toEqual([]);
    expect(search(cards, "quantum knitting")).toEqual([]);
  });
}
