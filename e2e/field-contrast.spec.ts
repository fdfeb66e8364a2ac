import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// WCAG 2.2 SC 1.4.11 (non-text contrast): a form control's edge is what shows where the control
// is, so it keeps 3:1 against the control's own fill and against what lies around it. Read from
// the computed styles of every visible, enabled control on the pages with forms.

/** What the check reports for each control whose edge is too faint. */
type Faint = { control: string; border: string; against: string; ratio: number };

async function faintControlEdges(page: Page): Promise<Faint[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    function parse(color: string): Rgba {
      const match = color.match(/^rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?\)$/);
      if (!match) throw new Error(`Unexpected colour format: ${color}`);
      const [, r, g, b, a] = match;
      return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
    }
    /** `top` painted over the opaque `bottom`. */
    function over(top: Rgba, bottom: Rgba): Rgba {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    }
    /** The opaque colour an element's box shows: its background over its ancestors'. */
    function backdrop(element: Element | null): Rgba {
      const layers: Rgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      // The page's own colour is under everything.
      let color = parse(getComputedStyle(document.documentElement).backgroundColor);
      if (color[3] < 1) color = [255, 255, 255, 1];
      for (const layer of layers.reverse()) color = over(layer, color);
      return color;
    }
    function luminance([r, g, b]: Rgba): number {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    }
    function ratio(a: Rgba, b: Rgba): number {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    }
    const selector = [
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range])",
      "textarea",
      "select",
      "[role=combobox]",
    ].join(", ");
    const faint: Faint[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      const hidden = box.width <= 1 || box.height <= 1 || style.visibility === "hidden";
      const inactive = control.matches(":disabled, [aria-disabled=true]");
      if (hidden || inactive || control.closest(".sr-only, [aria-hidden=true]")) continue;
      if (parseFloat(style.borderTopWidth) === 0) continue;
      const name =
        control.getAttribute("aria-label") ??
        control.id ??
        control.getAttribute("name") ??
        control.tagName;
      const fill = backdrop(control);
      const around = backdrop(control.parentElement);
      const border = over(parse(style.borderTopColor), fill);
      for (const [against, color] of [
        ["its fill", fill],
        ["its surroundings", around],
      ] as const) {
        const value = ratio(border, color);
        if (value < 3) {
          faint.push({
            control: `${control.tagName.toLowerCase()} ${name}`,
            border: style.borderTopColor,
            against,
            ratio: Math.round(value * 100) / 100,
          });
        }
      }
    }
    return faint;
  });
}

/** Shows the controls that wait for the visitor: the review form, the career filters. */
const reveal: Record<string, (page: Page) => Promise<void>> = {
  "/testimonials": async (page) => {
    await page.getByRole("button", { name: "Write a Review" }).click();
    await expect(page.getByRole("dialog").getByLabel("Name")).toBeVisible();
  },
  "/career": async (page) => {
    await page.getByRole("button", { name: "Show Filters" }).click();
    await expect(page.getByRole("combobox").first()).toBeVisible();
  },
};

for (const path of ["/", "/contact", "/projectrequest", "/testimonials", "/news", "/career"]) {
  test(`${path}: every form control's edge keeps 3:1 against its fill and surroundings`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    await reveal[path]?.(page);
    // Something to check: a page that lost its fields must not pass by having none.
    await expect(
      page.locator("input:visible, textarea:visible, [role=combobox]").first(),
    ).toBeVisible();
    expect(await faintControlEdges(page)).toEqual([]);
  });
}
