import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { REVIEW_MESSAGES } from "#contract/reviews-rules";
import { fillFields } from "./fill-fields";

export const API_KEY = "studio-site-public-key";

export type NewReview = {
  name: string;
  email: string;
  title?: string;
  description: string;
  rating: number;
};

/** A word no other test (or run) uses, so each test can search out only its own reviews. */
export function uniqueToken(prefix = "t"): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Adds a review through the public API; answers the new id. */
export async function createReview(request: APIRequestContext, review: NewReview) {
  const response = await request.post("/api/reviews", {
    headers: { "X-API-Key": API_KEY },
    data: { title: "", ...review },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

export async function markHelpful(request: APIRequestContext, id: string, visitorId: string) {
  const response = await request.patch(`/api/reviews/${id}/helpful`, {
    headers: { "X-API-Key": API_KEY, "x-visitor-id": visitorId },
  });
  expect(response.ok()).toBe(true);
}

export class ReviewsPage {
  readonly writeButton: Locator;
  readonly dialog: Locator;
  readonly search: Locator;
  readonly ratingFilter: Locator;
  readonly sort: Locator;
  readonly reviews: Locator;
  readonly loadMore: Locator;

  constructor(readonly page: Page) {
    this.writeButton = page.getByRole("button", { name: REVIEW_MESSAGES.writeReview });
    this.dialog = page.getByRole("dialog", { name: REVIEW_MESSAGES.writeReview });
    this.search = page.getByRole("searchbox", { name: "Search reviews" });
    this.ratingFilter = page.getByRole("combobox", { name: "Filter by rating" });
    this.sort = page.getByRole("combobox", { name: "Sort by" });
    this.reviews = page.getByRole("list", { name: "Reviews" }).getByRole("article");
    this.loadMore = page.getByRole("button", { name: REVIEW_MESSAGES.loadMore });
  }

  async goto() {
    await this.page.goto("/#/testimonials");
    await expect(this.page.locator("#root[data-ready]")).toHaveCount(1);
    await expect(this.page.getByRole("heading", { level: 1 })).toHaveText("Testimonials");
  }

  /** The outcome of a submitted review, over the page. */
  result(title: "Success" | "Error"): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  card(name: string): Locator {
    return this.page.getByRole("article", { name, exact: true });
  }

  /** Reviewer names of the cards shown, top to bottom. */
  async names(): Promise<string[]> {
    return this.reviews.evaluateAll((cards) =>
      cards.map((card) => card.querySelector("header p")?.textContent ?? ""),
    );
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
  }

  async choose(select: Locator, option: string) {
    await select.click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
    await expect(select).toHaveText(option);
  }

  async openForm() {
    await this.writeButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async fillForm(review: Omit<NewReview, "rating">) {
    await fillFields([
      [this.dialog.getByLabel("Name"), review.name],
      [this.dialog.getByLabel("E-mail"), review.email],
      [this.dialog.getByLabel("Title"), review.title],
      [this.dialog.getByLabel("Your review"), review.description],
    ]);
  }

  async rate(stars: number) {
    // The radios are visually hidden behind their star labels, which take the click.
    await this.dialog
      .getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars` })
      .check({ force: true });
  }

  async submit() {
    await this.dialog.getByRole("button", { name: "Submit Review" }).click();
  }

  /** Total shown in the summary ("Based on N reviews"); 0 while the card invites a first review. */
  async totalReviews(): Promise<number> {
    const card = this.page.getByRole("region", { name: /^(Rating summary|Worked with us\?)$/ });
    const count = (await card.textContent())?.match(/Based on ([\d,]+) reviews?/)?.[1];
    return count ? Number(count.replaceAll(",", "")) : 0;
  }
}
