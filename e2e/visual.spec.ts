import type { Page } from "@playwright/test";
import { routes } from "../src/app/routes";
import type { Review, ReviewStats } from "#contract/reviews";
import { expect, test } from "./fixtures";

// Whole-page pictures of every route, compared with baselines made on the CI machine type.
// Motion is frozen: reduced motion stops the slider, the particles and the videos (which show
// their posters), and the clock is fixed so the footer year and dates never drift.

const FIXED_NOW = new Date("2026-11-23T10:00:00+05:30");

// The testimonials picture shows a fixed set of reviews: the shared test server's own data
// changes with every other test that writes a review.
const seededReviews: Review[] = [
  {
    _id: "6566a1f0c0ffee0000000001",
    name: "Meera Iyer",
    title: "Calm, clear and on time",
    description:
      "They rebuilt our clinic's booking site in five weeks and explained every choice in plain words. Patients book twice as often now.",
    rating: 5,
    created_at: "2026-11-18T09:30:00.000Z",
    helpful_count: 12,
    reply: {
      text: "Thank you, Meera. It was a pleasure working with your team.",
      created_at: "2026-11-19T06:00:00.000Z",
    },
  },
  {
    _id: "6566a1f0c0ffee0000000002",
    name: "Rohan Kulkarni",
    title: "Good work, one slow week",
    description:
      "The AI catalogue tagging works well. One sprint slipped, but they told us early and made it up the week after.",
    rating: 4,
    created_at: "2026-11-10T14:00:00.000Z",
    helpful_count: 3,
    reply: null,
  },
  {
    _id: "6566a1f0c0ffee0000000003",
    name: "Farah Khan",
    title: "",
    description: "Friendly team and a fair price for our student project.",
    rating: 5,
    created_at: "2026-10-28T11:15:00.000Z",
    helpful_count: 0,
    reply: null,
  },
];

const seededStats: ReviewStats = {
  total_reviews: 3,
  average_rating: 4.7,
  rating_distribution: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 2 },
};

async function seedReviews(page: Page): Promise<void> {
  await page.route(/\/api\/reviews\/stats$/, (route) => route.fulfill({ json: seededStats }));
  await page.route(/\/api\/reviews\?/, (route) =>
    route.fulfill({ json: { reviews: seededReviews, has_more: false, total: 3 } }),
  );
}

/** Lazy images load only near the viewport (or slide): load them all, then wait for each. */
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.querySelectorAll("img").forEach((image) => (image.loading = "eager"));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => {
    // Parts drawn after the first paint (home's projects and sidebar) may add lazy pictures after
    // the pass above, which would never load out of view: each look makes them eager too.
    const images = Array.from(document.images);
    images.forEach((image) => (image.loading = "eager"));
    return images.every((image) => image.complete);
  });
  // Video posters are not images: wait until nothing more is loading.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

for (const route of routes) {
  const name = route.path === "/" ? "home" : route.path.slice(1);

  test(`${route.path} looks as its baseline`, async ({ page, visit }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    if (route.path === "/testimonials") await seedReviews(page);
    await visit(route.path);
    if (route.path === "/testimonials") {
      await expect(page.getByRole("article", { name: "Meera Iyer" })).toBeVisible();
    }
    await loadEveryImage(page);
    // The check against bots solves itself at its own pace: its state is not part of the look.
    await expect(page).toHaveScreenshot(`${name}.png`, {
      fullPage: true,
      mask: [page.locator("[data-bot-challenge]")],
    });
  });
}
