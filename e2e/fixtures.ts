import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { AiCallPage } from "./pages/ai-call-page";
import { ContactForm } from "./pages/contact-form";
import { ProjectRequestPage } from "./pages/project-request-page";

type Fixtures = {
  /** Runs axe on the current page and fails with a readable list of violations. */
  expectNoAxeViolations: (options?: { include?: string }) => Promise<void>;
  /** Visits a hash route, waits until the app is ready (its first screen hydrated) and shows the
   * page heading, and returns its main region. */
  visit: (path: string) => Promise<Locator>;
  /** The contact page, visited. */
  contactForm: ContactForm;
  /** The project request page, visited. */
  projectRequestPage: ProjectRequestPage;
  /** The AI call dialer, visited. */
  aiCallPage: AiCallPage;
};

export const test = base.extend<Fixtures>({
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async (options) => {
      let builder = new AxeBuilder({ page }).withTags([
        "wcag2a",
        "wcag2aa",
        "wcag21a",
        "wcag21aa",
        "best-practice",
      ]);
      if (options?.include) builder = builder.include(options.include);
      const { violations } = await builder.analyze();
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
      expect(summary, summary.join("\n")).toEqual([]);
    });
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(`/#${path}`);
      await expect(page.locator("#root[data-ready]")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      return page.getByRole("main");
    });
  },
  contactForm: async ({ page, visit }, use) => {
    await visit("/contact");
    await use(new ContactForm(page));
  },
  projectRequestPage: async ({ page, visit }, use) => {
    await visit("/projectrequest");
    await use(new ProjectRequestPage(page));
  },
  aiCallPage: async ({ page, visit }, use) => {
    await visit("/ai-call");
    await use(new AiCallPage(page));
  },
});

export { expect };

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** On phones the navigation lives behind the menu button. */
export async function openNavigation(page: Page): Promise<void> {
  if (!isMobile(page)) return;
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
}
