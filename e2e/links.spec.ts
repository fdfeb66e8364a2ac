import type { Page } from "@playwright/test";
import { redirects, routes } from "../src/app/routes";
import { site } from "#content/site";
import { expect, test } from "./fixtures";

const known = new Set([...routes.map((route) => route.path), ...redirects.map((r) => r.from)]);
const mailto = /^mailto:[\w.+-]+@[\w-]+(\.[\w-]+)+(\?subject=[^\s&?#]+)?$/;
const tel = /^tel:\+\d{8,15}$/;

async function hrefsOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

/** "#/career?x=1" → "/career". */
const pathOf = (href: string) => href.slice(1).split(/[?#]/)[0]!;

for (const route of routes) {
  test(`every link on ${route.path} leads somewhere real`, async ({ page, visit }) => {
    await visit(route.path);
    const hrefs = await hrefsOn(page);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (href.startsWith("#/")) {
        expect(known, `${href} on ${route.path} matches no route`).toContain(pathOf(href));
      } else if (href.startsWith("mailto:")) {
        expect(href, `malformed e-mail link on ${route.path}`).toMatch(mailto);
        const subject = new URL(href).searchParams.get("subject");
        if (subject !== null) expect(subject.trim()).not.toBe("");
      } else if (href.startsWith("tel:")) {
        expect(href, `malformed phone link on ${route.path}`).toMatch(tel);
      } else if (href !== "#main") {
        // Anything else must be an absolute https address (profiles, maps, GitHub).
        expect(href, `unexpected link on ${route.path}`).toMatch(/^https:\/\/[\w.-]+\.[a-z]{2,}/);
      }
    }
  });
}

test("every in-app link target opens its own page, not the home fallback", async ({
  page,
  visit,
}) => {
  test.slow();
  const targets = new Set<string>();
  for (const route of routes) {
    await visit(route.path);
    for (const href of await hrefsOn(page)) if (href.startsWith("#/")) targets.add(href);
  }
  for (const href of targets) {
    const path = pathOf(href);
    const redirect = redirects.find((r) => r.from === path);
    const route = routes.find((r) => r.path === (redirect?.to ?? path));
    expect(route, `${href} has no route`).toBeDefined();
    await page.goto(`/${href}`);
    await expect(page).toHaveURL(new RegExp(`#${route!.path === "/" ? "/" : route!.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      route!.path === "/" ? site.statement : route!.title,
    );
  }
});
