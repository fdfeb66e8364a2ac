import { cellText } from "../csv";

/**
 * Control characters (but line breaks and tabs) and bidirectional overrides become visible
 * escapes such as `\x1b`: a visitor's text must not clear, recolour or rewrite the terminal that
 * shows it. Browsers send form text with CRLF line breaks; they print as plain line breaks.
 */
const UNSAFE_IN_TERMINAL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(/\r\n/g, "\n").replace(UNSAFE_IN_TERMINAL, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** A value as text for the terminal. */
function shownCell(value: unknown): string {
  return terminalSafe(cellText(value));
}

/** Columns padded to their widest value, long values cut, for a quick look in a terminal. */
export function formatTable(rows: Record<string, unknown>[], columns: string[], maxWidth = 40) {
  if (rows.length === 0) return "(none)";
  const text = rows.map((row) =>
    columns.map((column) => {
      const value = shownCell(row[column]).replace(/\s+/g, " ");
      return value.length > maxWidth ? `${value.slice(0, maxWidth - 1)}…` : value;
    }),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...text.map((values) => values[index]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(columns), line(widths.map((width) => "-".repeat(width))), ...text.map(line)].join(
    "\n",
  );
}

/** `label: value` lines; multi-line values follow their label on lines of their own. */
export function formatRecord(fields: [label: string, value: unknown][]): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields
    .map(([label, value]) => {
      const text = shownCell(value);
      return text.includes("\n")
        ? `${label}:\n${text.replace(/^/gm, "  ")}`
        : `${`${label}:`.padEnd(width + 1)} ${text}`.trimEnd();
    })
    .join("\n");
}
