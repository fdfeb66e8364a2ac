import type { Page } from "@playwright/test";
import { navigation, redirects, routes } from "../src/app/routes";
import { footer, morePages, site } from "#content/site";
import { expect, isMobile, openNavigation, test } from "./fixtures";

for (const route of routes) {
  test(`${route.path} renders its page, title and navigation state`, async ({ page, visit }) => {
    await visit(route.path);
    await expect(page).toHaveTitle(site.name);
    // Home's heading says what the studio does; every other page is headed by its route title.
    const heading = route.path === "/" ? site.statement : route.title;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

    await openNavigation(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(navigation.map((item) => item.label));
    const active = nav.locator('[aria-current="page"]');
    if (route.nav) await expect(active).toHaveText(route.nav);
    else await expect(active).toHaveCount(0);
  });

  test(`${route.path} has no accessibility violations`, async ({
    visit,
    expectNoAxeViolations,
  }) => {
    await visit(route.path);
    await expectNoAxeViolations();
  });
}

test("no page trips the content security policy", async ({ page, visit }) => {
  // Thirteen pages, each loaded twice: more than one page's time on a busy machine.
  test.slow();
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const route of routes) {
    await visit(route.path);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, route.path).toEqual([]);
  }
});

test("an unknown path shows home", async ({ page }) => {
  await page.goto("/#/no-such-page");
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.statement);
});

for (const redirect of redirects) {
  test(`${redirect.from} redirects to ${redirect.to}`, async ({ page }) => {
    await page.goto(`/#${redirect.from}`);
    await expect(page).toHaveURL(new RegExp(`#${redirect.to}$`));
    const target = routes.find((route) => route.path === redirect.to);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target?.title ?? "");
  });
}

test("navigating scrolls to the top and marks the new link active", async ({ page, visit }) => {
  await visit("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await openNavigation(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/#\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer carries the solution categories, topics, contact block and current year", async ({
  page,
  visit,
}) => {
  await visit("/");
  const contentInfo = page.getByRole("contentinfo");
  if (isMobile(page)) {
    // On phones the footer's sections fold behind their titles: open each.
    for (const title of ["Solutions", "Explore", "Contact"]) {
      const section = contentInfo.getByRole("region", { name: title });
      await section.locator("summary").click();
      await expect(section.locator("details")).toHaveAttribute("open", "");
    }
  }
  for (const item of [...footer.solutionCategories, ...footer.exploreTopics]) {
    await expect(contentInfo.getByRole("listitem").filter({ hasText: item.label })).toContainText(
      `(${item.count})`,
    );
  }
  await expect(contentInfo.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(contentInfo.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(contentInfo).toContainText(site.address.city);
  await expect(contentInfo).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  for (const linked of morePages) {
    await expect(contentInfo.getByRole("link", { name: linked.label })).toHaveAttribute(
      "href",
      `#${linked.path}`,
    );
  }
});

test("the side panel footer shows only above 767px", async ({ page, visit }) => {
  await visit("/");
  const sideFooter = page.locator(".side-footer");
  if (isMobile(page)) {
    await openNavigation(page);
    await expect(sideFooter).toBeHidden();
  } else {
    await expect(sideFooter).toBeVisible();
  }
});

test("on phones the menu button opens and closes the navigation", async ({ page, visit }) => {
  test.skip(!isMobile(page), "the menu button exists only on narrow screens");
  await visit("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await openNavigation(page);
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await openNavigation(page);
  await nav.getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Insights");
  await expect(nav).toBeHidden();
});

test("a page whose code cannot be fetched shows a retry screen", async ({ page, visit }) => {
  await visit("/");
  await page.route(/about-page-.*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/#/about");
  await expect(page.getByRole("alert")).toContainText("This page could not be loaded");
  await page.unroute(/about-page-.*\.js$/);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
});

test.describe("scroll reveal", () => {
  test.use({ reducedMotion: "no-preference" });

  async function expectRevealedOnScroll(page: Page) {
    const services = page.locator("main .reveal").first();
    await expect(services).toHaveClass(/reveal-pending/);
    await expect(services).toHaveCSS("opacity", "0");
    await services.scrollIntoViewIfNeeded();
    await expect(services).not.toHaveClass(/reveal-pending/);
    await expect(services).toHaveCSS("opacity", "1");
  }

  test("sections below the fold fade in when scrolled to", async ({ page, visit }) => {
    await visit("/");
    await expectRevealedOnScroll(page);
  });

  test("what is in view shows at once; the next page is armed again", async ({ page, visit }) => {
    await visit("/about");
    await expect(page.locator("main .reveal").first()).not.toHaveClass(/reveal-pending/);
    await expect(page.locator("main .reveal").first()).toHaveCSS("opacity", "1");
    await openNavigation(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectRevealedOnScroll(page);
  });
});
