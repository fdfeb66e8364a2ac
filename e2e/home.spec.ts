import type { Page } from "@playwright/test";
import { homeIntro } from "#content/intro";
import { sampleProjects } from "#content/projects";
import { serviceCards } from "#content/services";
import { heroSlides } from "#content/slides";
import { expect, isMobile, test } from "./fixtures";

const currentSlide = (page: Page) =>
  page.getByRole("group", { name: "Choose a slide" }).locator('[aria-current="true"]');

/** Stops the fake clock; from then on only runFor moves time. */
async function stopClock(page: Page) {
  // The clock keeps running between reading it and pausing it: aim a little ahead, again if late.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(new Date(now + 50));
  }).toPass();
}

test.describe("hero slider", () => {
  test.use({ reducedMotion: "no-preference" });

  test("advances every five seconds and wraps to the first slide", async ({ page }) => {
    // The fake clock runs freely while the page loads (React shows lazily loaded pages on
    // timers of its own), then stands still: from there only runFor moves time.
    await page.clock.install({ time: new Date("2026-01-01T09:00:00Z") });
    await page.goto("/#/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 1:/);
    // The carousel starts once the page has loaded; its five seconds count from there.
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute(
      "data-started",
      "true",
    );
    await stopClock(page);
    // Find the first advance to within 100 ms; every later one comes exactly 5 s after it.
    for (let waited = 0; waited <= 5_000; waited += 100) {
      const name = await currentSlide(page).getAttribute("aria-label");
      if (name?.startsWith("Go to slide 2:")) break;
      await page.clock.runFor(100);
    }
    await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 2:/);
    // Each step below is 5 s in all, so every check stays at the same offset from an advance.
    for (let index = 3; index <= heroSlides.length + 1; index++) {
      const previous = index - 1;
      const next = index > heroSlides.length ? 1 : index;
      await page.clock.runFor(4_850);
      await expect(currentSlide(page)).toHaveAccessibleName(
        new RegExp(`^Go to slide ${previous}:`),
      );
      await page.clock.runFor(150);
      await expect(currentSlide(page)).toHaveAccessibleName(new RegExp(`^Go to slide ${next}:`));
    }
  });

  test("autoplay pauses while the pointer is over the slider or focus is inside it", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-01-01T09:00:00Z") });
    await page.goto("/#/");
    const slider = page.locator('[aria-roledescription="carousel"]');
    await expect(slider).toHaveAttribute("data-started", "true");
    await stopClock(page);

    // The buttons lie over the slides, outside the carousel's own element.
    await page.getByRole("link", { name: "Our Services" }).hover();
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 1:/);
    // Onto the side panel (desktop) or the top bar (phones), both outside the slider.
    await page.mouse.move(1, 10);
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 2:/, { timeout: 100 });
    }).toPass();

    await page.getByRole("link", { name: "Contact Us" }).focus();
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 2:/);
    await page.locator("main").focus();
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 3:/, { timeout: 100 });
    }).toPass();
  });

  test("dots select a slide directly and arrows wrap both ways", async ({ page, visit }) => {
    await visit("/");
    const dots = page.getByRole("group", { name: "Choose a slide" }).getByRole("button");
    await expect(dots).toHaveCount(heroSlides.length);
    await dots.nth(3).click();
    await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 4:/);

    if (isMobile(page)) {
      await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
      return;
    }
    await dots.nth(0).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentSlide(page)).toHaveAccessibleName(
      new RegExp(`^Go to slide ${heroSlides.length}:`),
    );
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 1:/);
  });

  test("the buttons lead to the gallery and the contact page", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("link", { name: "Our Services" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    await visit("/");
    await page.getByRole("link", { name: "Contact Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
});

test("arrows are hidden at 768px and shown from 769px", async ({ page, visit }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await visit("/");
  await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
  await page.setViewportSize({ width: 769, height: 800 });
  await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
});

test("autoplay stays still under reduced motion", async ({ page, visit }) => {
  await page.clock.install();
  await visit("/");
  await page.clock.runFor(11_000);
  await expect(currentSlide(page)).toHaveAccessibleName(/^Go to slide 1:/);
});

test("'More About Me' reveals and hides the extra paragraph", async ({ page, visit }) => {
  await visit("/");
  const toggle = page.getByRole("button", { name: homeIntro.toggle.show });
  const more = page.getByText(homeIntro.more);
  await expect(more).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(more).toBeVisible();
  const hide = page.getByRole("button", { name: homeIntro.toggle.hide });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await hide.click();
  await expect(more).toBeHidden();
});

test("services overview shows six cards with their categories and videos", async ({
  page,
  visit,
}) => {
  await visit("/");
  const section = page.getByRole("region", { name: "Services Overview" });
  await expect(section.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveCount(
    6,
  );
  for (const card of serviceCards) {
    await expect(section).toContainText(card.category);
    await expect(section.getByRole("heading", { name: card.heading })).toBeVisible();
  }
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("video source[type='video/webm']")).not.toHaveCount(0);
});

test.describe("service videos", () => {
  test.use({ reducedMotion: "no-preference" });

  test("load just before they arrive and play only while on screen", async ({ page, visit }) => {
    await visit("/");
    const video = page.getByRole("region", { name: "Services Overview" }).locator("video").first();
    const isPlaying = () => video.evaluate((element: HTMLVideoElement) => !element.paused);
    const scrollToOffset = (offset: number) =>
      video.evaluate((element, offset) => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + offset, behavior: "instant" });
      }, offset);

    // 100 px below the bottom of the screen: loading, not playing.
    await scrollToOffset(-100);
    await expect(video.locator("source[type='video/webm']")).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await isPlaying()).toBe(false);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(isPlaying).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect.poll(isPlaying).toBe(false);
  });
});

test("the project search filters the cards", async ({ page, visit }) => {
  await visit("/");
  const list = page.getByRole("region", { name: "Sample Projects" });
  const cards = list.getByRole("article");
  await expect(cards).toHaveCount(6);
  const target = sampleProjects[2]!;
  const search = list.getByRole("searchbox");
  await search.fill(target.title.toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading")).toHaveText(target.title);
  await expect(list.getByRole("status")).toHaveText("1 of 6 projects match");
  await search.fill("zzzz-no-such-project");
  await expect(cards).toHaveCount(0);
  await expect(list).toContainText("No projects match");
  await search.fill("");
  await expect(cards).toHaveCount(6);
});

test("project cards carry their details and counts", async ({ page, visit }) => {
  await visit("/");
  const first = page.getByRole("region", { name: "Sample Projects" }).getByRole("article").first();
  const project = sampleProjects[0]!;
  await expect(first).toContainText(project.developers[0]!);
  await expect(first).toContainText("3 likes");
  await expect(first).toContainText("100 views");
  await expect(first).toContainText("5 comments");
  await expect(first.getByRole("link", { name: /GitHub/ })).toHaveAttribute(
    "href",
    project.githubUrl,
  );
});

test("the sidebar carries categories, popular projects, the seven tag sections and archives", async ({
  page,
  visit,
}) => {
  await visit("/");
  const sidebar = page.getByRole("complementary", { name: "Explore" });
  for (const heading of [
    "Categories",
    "Popular Projects",
    "Tag Cloud",
    "Archives",
    "About Us",
    "Our Expertise",
    "Technology Stack",
    "Creative & Design",
    "AI/ML Specializations",
    "Digital Transformation",
    "Creative Interests",
    "Business & Growth",
  ]) {
    await expect(sidebar.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(sidebar).toContainText("May 2018");
  await expect(sidebar).toContainText("October 2018");
});
