import { describe, expect, it } from "vitest";
import { pickById } from "./pick-by-id";

const items = [
  { id: "a", title: "First" },
  { id: "b", title: "Second" },
  { id: "c", title: "Third" },
];

describe("pickById", () => {
  it("returns the named items in the order named", () => {
    expect(pickById(items, ["c", "a"]).map((item) => item.title)).toEqual(["Third", "First"]);
  });

  it("refuses an id no item has, so a typo in the content cannot drop an entry silently", () => {
    expect(() => pickById(items, ["a", "z"])).toThrow('No item with the id "z"');
  });
});
