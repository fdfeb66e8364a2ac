const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Makes any text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Markup that is already safe; only the `html` template and `rawHtml` create it. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** Trusted markup written in our own code, never a visitor's value. */
export function rawHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

/**
 * Template tag for HTML: every interpolated value is escaped unless it is itself `SafeHtml`,
 * so a visitor's text can never become markup by accident.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let markup = strings[0] ?? "";
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(markup);
}

/** One line for a mail header: a visitor's newlines must not start a new header. */
export function headerText(value: string, maxLength = 120): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
