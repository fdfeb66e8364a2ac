import { describe, expect, it } from "vitest";
import { formatRecord, formatTable } from "./format";

describe("table and record", () => {
  it("pads columns and cuts long values", () => {
    const table = formatTable(
      [
        { id: 1, name: "Ada" },
        { id: 22, name: "A very long name indeed" },
      ],
      ["id", "name"],
      10,
    );
    expect(table.split("\n")).toEqual(["id  name", "--  ----------", "1   Ada", "22  A very lo…"]);
    expect(formatTable([], ["id"])).toBe("(none)");
  });

  it("shows control characters and direction overrides as escapes, never raw", () => {
    const hostile = "\u001b[2J\u009b31m\u202egnp.exe";
    expect(formatTable([{ name: hostile }], ["name"]).split("\n")[2]).toBe(
      "\\x1b[2J\\x9b31m\\u202egnp.exe",
    );
    expect(formatRecord([["note", "one\r\ntwo\rthree"]])).toBe("note:\n  one\n  two\\x0dthree");
  });

  it("leaves no trailing spaces after an empty value", () => {
    expect(formatRecord([["sent", null]])).toBe("sent:");
  });

  it("puts multi-line values under their label", () => {
    expect(
      formatRecord([
        ["id", 1],
        ["message", "one\ntwo"],
      ]),
    ).toBe("id:      1\nmessage:\n  one\n  two");
  });
});
