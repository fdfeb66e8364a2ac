import { describe, expect, it } from "vitest";
import { csvField, formatCsv } from "./csv";

describe("CSV", () => {
  it("quotes every field, doubling quotes inside", () => {
    expect(csvField('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField(null)).toBe('""');
    expect(csvField(42)).toBe('"42"');
  });

  it("keeps a value whole for a spreadsheet that splits on semicolons", () => {
    const name = "Bob;=1+1;=cmd|' /C calc'!A0";
    const line = formatCsv([{ id: 7, name }], ["id", "name"]).split("\n")[1] ?? "";
    expect(line).toBe(`"7","${name}"`);
    // Read with `;` as the separator, no cell may start with a formula: every `;` is inside quotes.
    const cellsBySemicolon = splitQuoted(line, ";");
    expect(cellsBySemicolon).toEqual([line]);
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 555", '"\'+1 555"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["-2+3", '"\'-2+3"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
    ["a=1", '"a=1"'],
  ])(
    "writes %j as the CSV field %j, leaving no formula for a spreadsheet to run",
    (value, field) => {
      expect(csvField(value)).toBe(field);
    },
  );

  it("writes a header row, then one line per record", () => {
    expect(formatCsv([{ id: 1, name: "Ada" }], ["id", "name"])).toBe('"id","name"\n"1","Ada"');
  });
});

/** Splits a CSV line on `separator` the way a spreadsheet does: never inside quotes. */
function splitQuoted(line: string, separator: string): string[] {
  const cells = [""];
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    if (character === separator && !quoted) cells.push("");
    else cells[cells.length - 1] += character;
  }
  return cells;
}
