import { caseStudies, caseStudiesCta } from "#content/case-studies";
import { REVIEW_SORT_OPTIONS, REVIEW_MESSAGES } from "#contract/reviews-rules";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  API_KEY,
  createReview,
  markHelpful,
  ReviewsPage,
  uniqueToken,
  type NewReview,
} from "./pages/reviews-page";
import { runAdmin } from "./test-server";
import { consoleErrors } from "./pages/network";

// Every test runs against the one real server, alongside the others: each one writes reviews
// carrying its own unique word and searches for that word, so no test sees another's data.

function reviewFor(token: string, index: number, rating = 5): NewReview {
  return {
    name: `${token} reviewer ${index}`,
    email: `${token}-${index}@example.com`,
    title: `Review ${index}`,
    description: `Working with the studio (${token}) went well, part ${index}.`,
    rating,
  };
}

/** Opens the page on the one review stored under `token` and returns its card. */
async function openOwnReview(testimonials: ReviewsPage, token: string): Promise<Locator> {
  await testimonials.goto();
  await testimonials.searchFor(token);
  return testimonials.card(`${token} reviewer 1`);
}

/** Stores one review under a fresh word starting with `prefix`, and opens the page on its card. */
async function openFreshReview(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<Locator> {
  const token = uniqueToken(prefix);
  await createReview(request, reviewFor(token, 1));
  return openOwnReview(new ReviewsPage(page), token);
}

/** From now on the review action answers 500, as a server fault would. */
async function failReviewAction(page: Page, action: "helpful" | "report"): Promise<void> {
  await page.route(`**/api/reviews/*/${action}`, (route) =>
    route.fulfill({ status: 500, json: { detail: "Internal error" } }),
  );
}

test("an empty list invites the first review", async ({ page }) => {
  const token = uniqueToken("empty");
  // The server is shared, so the list request is narrowed to a word no review contains: the
  // real server then answers with a truly empty list while the page believes it asked for all.
  await page.route(
    (url) => url.pathname === "/api/reviews",
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("search", token);
      return route.continue({ url: url.toString() });
    },
  );
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await expect(page.getByText(REVIEW_MESSAGES.empty)).toBeVisible();
  await expect(testimonials.reviews).toHaveCount(0);
  await expect(testimonials.loadMore).toHaveCount(0);
});

test("a search without matches says so", async ({ page }) => {
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.searchFor(uniqueToken("none"));
  await expect(page.getByText(REVIEW_MESSAGES.noMatches)).toBeVisible();
});

test("writing a review: a rating is required, then the list and stats show it", async ({
  page,
}) => {
  const token = uniqueToken("write");
  const testimonials = new ReviewsPage(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/reviews")) {
      posts.push(request.url());
    }
  });
  await testimonials.goto();
  await expect(testimonials.writeButton).toBeVisible();
  const totalBefore = await testimonials.totalReviews();

  await testimonials.openForm();
  const caption = testimonials.dialog.getByText(REVIEW_MESSAGES.selectRating);
  await expect(caption).toBeVisible();
  const review = reviewFor(token, 1);
  await testimonials.fillForm(review);
  await testimonials.submit();
  await expect(testimonials.dialog.getByRole("alert")).toHaveText(REVIEW_MESSAGES.selectRating);
  await expect(testimonials.dialog.getByRole("radio", { name: "1 star" })).toBeFocused();
  expect(posts).toEqual([]);

  await testimonials.rate(1);
  await expect(testimonials.dialog.getByText("1 star selected")).toBeVisible();
  await testimonials.rate(4);
  await expect(testimonials.dialog.getByText("4 stars selected")).toBeVisible();
  await testimonials.submit();

  await expect(testimonials.dialog).toBeHidden();
  const result = testimonials.result("Success");
  await expect(result).toContainText(REVIEW_MESSAGES.submitted);
  await page.keyboard.press("Escape");
  await expect(result).toBeHidden();
  await expect(testimonials.writeButton).toBeFocused();
  await expect.poll(() => testimonials.totalReviews()).toBeGreaterThan(totalBefore);
  expect(posts).toHaveLength(1);

  await testimonials.searchFor(token);
  const card = testimonials.card(review.name);
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(card.getByRole("heading", { name: review.title! })).toBeVisible();
  await expect(card).toContainText(review.description);
  await expect(card.getByRole("button", { name: "Helpful (0)" })).toBeVisible();

  await testimonials.openForm();
  await expect(testimonials.dialog.getByLabel("Name")).toHaveValue("");
  await expect(testimonials.dialog.getByText(REVIEW_MESSAGES.selectRating)).toBeVisible();
});

test("the star rating works with the keyboard", async ({ page }) => {
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.openForm();
  const group = testimonials.dialog.getByRole("radiogroup", { name: "Your rating" });
  await group.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.press("Space");
  await expect(testimonials.dialog.getByText("1 star selected")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(group.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await expect(testimonials.dialog.getByText("3 stars selected")).toBeVisible();
});

test("a second review from the same e-mail shows the server's reason", async ({
  page,
  request,
}) => {
  const token = uniqueToken("dup");
  const review = reviewFor(token, 1);
  await createReview(request, review);
  const duplicate = await request.post("/api/reviews", {
    headers: { "X-API-Key": API_KEY },
    data: { ...review, email: review.email.toUpperCase() },
  });
  expect(duplicate.status()).toBe(400);
  const { detail } = (await duplicate.json()) as { detail: string };

  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.openForm();
  await testimonials.fillForm({ ...review, name: "Someone else" });
  await testimonials.rate(2);
  await testimonials.submit();
  const result = testimonials.result("Error");
  await expect(result).toContainText(detail);
  await result.getByRole("button", { name: "Close" }).click();
  await expect(result).toBeHidden();
  await expect(testimonials.dialog).toBeVisible();
  await expect(testimonials.dialog.getByRole("button", { name: "Submit Review" })).toBeFocused();
});

test("any other failure to submit shows the generic message", async ({ page }) => {
  await page.route("**/api/reviews", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { detail: "Internal error" } })
      : route.fallback(),
  );
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.openForm();
  await testimonials.fillForm(reviewFor(uniqueToken("fail"), 1));
  await testimonials.rate(5);
  await testimonials.submit();
  await expect(testimonials.result("Error")).toContainText(REVIEW_MESSAGES.submitFailed);
  await page.keyboard.press("Escape");
  await expect(testimonials.result("Error")).toBeHidden();
  await expect(testimonials.dialog).toBeVisible();
});

test("failures to load reviews and stats are only logged", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.route("**/api/reviews**", (route) =>
    route.fulfill({ status: 500, json: { detail: "Internal error" } }),
  );
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await expect
    .poll(() => errors.some((text) => text.includes("Could not load reviews")))
    .toBe(true);
  await expect
    .poll(() => errors.some((text) => text.includes("Could not load review stats")))
    .toBe(true);
  await expect(page.getByText(REVIEW_MESSAGES.empty)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a slow answer to an older search never replaces a newer one", async ({ page, request }) => {
  const token = uniqueToken("stale");
  await createReview(request, reviewFor(token, 1));
  const slowSearch = `${token}x`;
  await page.route(
    (url) => url.pathname === "/api/reviews" && url.searchParams.get("search") === slowSearch,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // The page may have given up on this request already.
      await route.continue().catch(() => undefined);
    },
  );
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.search.fill(slowSearch);
  await page.waitForRequest((r) => r.url().includes(`search=${slowSearch}`));
  await testimonials.search.fill(token);
  await expect(testimonials.reviews).toHaveCount(1);
  await page.waitForTimeout(2_000);
  await expect(testimonials.reviews).toHaveCount(1);
  await expect(page.getByText(REVIEW_MESSAGES.noMatches)).toHaveCount(0);
});

test("search and the rating filter narrow the list", async ({ page, request }) => {
  const token = uniqueToken("filter");
  for (const rating of [1, 2, 3, 4, 5]) {
    await createReview(request, reviewFor(token, rating, rating));
  }
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.searchFor(token.toUpperCase());
  await expect(testimonials.reviews).toHaveCount(5);
  await expect(page.getByText("Showing 5 of 5 reviews")).toBeVisible();

  await testimonials.choose(testimonials.ratingFilter, "4 stars");
  await expect(testimonials.reviews).toHaveCount(1);
  await expect(testimonials.card(`${token} reviewer 4`)).toBeVisible();
  await testimonials.choose(testimonials.ratingFilter, "1 star");
  await expect(testimonials.reviews).toHaveCount(1);
  await expect(testimonials.card(`${token} reviewer 1`)).toBeVisible();
  await testimonials.choose(testimonials.ratingFilter, "All ratings");
  await expect(testimonials.reviews).toHaveCount(5);
});

test("every sort option orders the list", async ({ page, request }) => {
  const token = uniqueToken("sort");
  // Created in this order; ratings and helpful votes chosen so each option gives its own order.
  // The tests vote from one address, which counts once per review: A and B tie, the newer first.
  const plan = [
    { name: "A", rating: 2, helpful: 1 },
    { name: "B", rating: 5, helpful: 1 },
    { name: "C", rating: 3, helpful: 0 },
  ];
  for (const [index, entry] of plan.entries()) {
    const id = await createReview(request, {
      ...reviewFor(token, index),
      name: `${token} ${entry.name}`,
      rating: entry.rating,
    });
    for (let vote = 0; vote < entry.helpful; vote++) {
      await markHelpful(request, id, `${token}-visitor-${vote}`);
    }
  }
  const expected: Record<string, string[]> = {
    "Newest First": ["C", "B", "A"],
    "Oldest First": ["A", "B", "C"],
    "Highest Rated": ["B", "C", "A"],
    "Lowest Rated": ["A", "C", "B"],
    "Most Helpful": ["B", "A", "C"],
  };
  expect(Object.keys(expected)).toEqual(REVIEW_SORT_OPTIONS.map((option) => option.label));

  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await expect(testimonials.sort).toHaveText("Newest First");
  await testimonials.searchFor(token);
  const order = (letters: string[]) => letters.map((letter) => `${token} ${letter}`);
  await expect.poll(() => testimonials.names()).toEqual(order(expected["Newest First"]!));
  for (const label of ["Oldest First", "Highest Rated", "Lowest Rated", "Most Helpful"]) {
    await testimonials.choose(testimonials.sort, label);
    await expect.poll(() => testimonials.names()).toEqual(order(expected[label]!));
  }
});

test("Load More appends the next page and Helpful counts in place", async ({ page, request }) => {
  const token = uniqueToken("more");
  for (let index = 1; index <= 12; index++) {
    await createReview(request, reviewFor(token, index));
  }
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.searchFor(token);
  await expect(testimonials.reviews).toHaveCount(10);
  await expect(page.getByText("Showing 10 of 12 reviews")).toBeVisible();

  await testimonials.loadMore.click();
  await expect(testimonials.reviews).toHaveCount(12);
  await expect(testimonials.loadMore).toHaveCount(0);
  // Newest first: page 2 holds the two oldest.
  await expect(testimonials.reviews.nth(11)).toHaveAccessibleName(`${token} reviewer 1`);

  const helpfulRequests: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH") helpfulRequests.push(r.headers()["x-visitor-id"] ?? "");
  });
  const last = testimonials.card(`${token} reviewer 1`);
  await last.getByRole("button", { name: "Helpful (0)" }).click();
  await expect(last.getByRole("button", { name: "Helpful (1)" })).toBeVisible();
  await expect(testimonials.reviews).toHaveCount(12);
  await expect(testimonials.reviews.nth(0)).toHaveAccessibleName(`${token} reviewer 12`);
  expect(helpfulRequests).toHaveLength(1);
  const visitorId = await page.evaluate(() => localStorage.getItem("studioVisitorId"));
  expect(helpfulRequests[0]).toBe(visitorId);

  // A repeat click (forced: the button says it is disabled) neither sends nor counts again.
  await last.getByRole("button", { name: "Helpful (1)" }).click({ force: true });
  await expect(last.getByRole("button", { name: "Helpful (1)" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  expect(helpfulRequests).toHaveLength(1);
});

test("a failed Helpful leaves the count and is only logged", async ({ page, request }) => {
  const card = await openFreshReview(page, request, "helpfail");
  await failReviewAction(page, "helpful");
  const errors = consoleErrors(page);
  await card.getByRole("button", { name: "Helpful (0)" }).click();
  await expect.poll(() => errors.some((text) => text.includes("helpful"))).toBe(true);
  await expect(card.getByRole("button", { name: "Helpful (0)" })).toBeVisible();
});

test("reporting asks first, then confirms", async ({ page, request }) => {
  const token = uniqueToken("report");
  await createReview(request, reviewFor(token, 1));
  const reports: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().endsWith("/report")) reports.push(r.url());
  });
  const testimonials = new ReviewsPage(page);
  const card = await openOwnReview(testimonials, token);

  await card.getByRole("button", { name: "Report" }).click();
  const confirm = page.getByRole("dialog", { name: "Report review" });
  await expect(confirm).toContainText(REVIEW_MESSAGES.reportConfirm);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(reports).toEqual([]);

  await card.getByRole("button", { name: "Report" }).click();
  await confirm.getByRole("button", { name: "Report" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.reported }),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Reported" })).toBeVisible();
  expect(reports).toHaveLength(1);
});

test("a moderator's reply shows under the review, and a removed review leaves the site", async ({
  page,
  request,
}) => {
  const token = uniqueToken("moderate");
  const id = await createReview(request, reviewFor(token, 1));
  runAdmin("reviews", "reply", id, `Thank you, ${token}! See you at the next launch.`);

  const testimonials = new ReviewsPage(page);
  const card = await openOwnReview(testimonials, token);
  // The server may answer reads from its one-second cache: look again until the change shows.
  await expect(async () => {
    await page.reload();
    await testimonials.searchFor(token);
    await expect(card).toContainText("Reply from the studio", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(card).toContainText(`Thank you, ${token}! See you at the next launch.`);

  runAdmin("reviews", "remove", id);
  await expect(async () => {
    await page.reload();
    await testimonials.searchFor(token);
    await expect(page.getByText(REVIEW_MESSAGES.noMatches)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test("a failed report is only logged", async ({ page, request }) => {
  const card = await openFreshReview(page, request, "reportfail");
  await failReviewAction(page, "report");
  const errors = consoleErrors(page);
  await card.getByRole("button", { name: "Report" }).click();
  await page
    .getByRole("dialog", { name: "Report review" })
    .getByRole("button", { name: "Report" })
    .click();
  await expect.poll(() => errors.some((text) => text.includes("report"))).toBe(true);
  await expect(page.getByText(REVIEW_MESSAGES.reported)).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Report" })).toBeVisible();
});

test("case studies show their results and lead to the contact page", async ({ page }) => {
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  const section = page.getByRole("region", { name: "Client Success Stories" });
  await expect(section.getByRole("article")).toHaveCount(caseStudies.length);
  for (const figure of ["47%", "62%", "35%", "40%"]) {
    await expect(section.getByText(figure, { exact: true })).toBeVisible();
  }
  // The call to action closes the page, after the reviews.
  const link = page
    .getByRole("region", { name: caseStudiesCta.heading })
    .getByRole("link", { name: caseStudiesCta.linkLabel });
  await expect(link).toHaveAttribute("href", "#/contact");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("the page and the open review form have no accessibility violations", async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const token = uniqueToken("axe");
  await createReview(request, reviewFor(token, 1));
  const testimonials = new ReviewsPage(page);
  await testimonials.goto();
  await testimonials.searchFor(token);
  await expect(testimonials.reviews).toHaveCount(1);
  await page.evaluate(() =>
    document
      .querySelectorAll(".reveal-pending")
      .forEach((element) => element.classList.remove("reveal-pending")),
  );
  await expectNoAxeViolations();

  await testimonials.openForm();
  await testimonials.submit();
  await expect(testimonials.dialog.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations();
});
