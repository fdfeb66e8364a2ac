import { describe, expect, it } from "vitest";
import { escapeHtml, headerText, html, rawHtml } from "./escape";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("leaves ordinary text, including non-ASCII, untouched", () => {
    expect(escapeHtml("Priyá, ₹900 — thanks")).toBe("Priyá, ₹900 — thanks");
  });

  it("escapes an already escaped entity again rather than trusting it", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
});

describe("html template", () => {
  it("escapes interpolated values and keeps the template's own markup", () => {
    const name = "<script>alert(1)</script>";
    expect(html`<p>Hello ${name}</p>`.value).toBe(
      "<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
  });

  it("nests safe fragments and lists without escaping them twice", () => {
    const items = ["a<b", "c&d"].map((item) => html`<li>${item}</li>`);
    // Another name for the tag, so the formatter leaves the exact markup alone.
    const markup = html;
    expect(markup`<ul>${items}</ul>${rawHtml("<hr>")}`.value).toBe(
      "<ul><li>a&lt;b</li><li>c&amp;d</li></ul><hr>",
    );
  });

  it("renders nothing for null, undefined and false", () => {
    expect(html`[${null}${undefined}${false}${0}]`.value).toBe("[0]");
  });
});

describe("headerText", () => {
  it("folds newlines so a value cannot add a header", () => {
    expect(headerText("Hello\r\nBcc: victim@example.com")).toBe("Hello Bcc: victim@example.com");
  });

  it("shortens long values", () => {
    expect(headerText("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
