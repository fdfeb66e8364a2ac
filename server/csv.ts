// CSV as the admin command and the studio console export it: one rule for both.

/** A value as one cell of text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

/**
 * One CSV field (RFC 4180), always quoted: a spreadsheet set to another separator (`;` in many
 * locales) would otherwise split a visitor's value and could start a cell with a formula. A value
 * that a spreadsheet would run as a formula gets a leading apostrophe too, since visitors wrote
 * these values (OWASP's advice). Other characters stay exactly as stored: an export is data for
 * another program, not a view.
 */
export function csvField(value: unknown): string {
  let text = cellText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function formatCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))].map(
    (values) => values.map(csvField).join(","),
  );
  // Records end with LF: every spreadsheet and CSV tool reads it, and it prints cleanly.
  return lines.join("\n");
}
