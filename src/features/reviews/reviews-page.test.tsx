import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Review, type ReviewStats } from "#contract/reviews";
import { REVIEW_SEARCH_TOTAL_CAP, REVIEW_MESSAGES } from "#contract/reviews-rules";
import { ReviewsPage } from "./reviews-page";
import {
  emptyStats,
  makeReview,
  stubReviewsApi,
  type Call,
} from "../../../test-support/web/reviews-api-stub";
import { json } from "../../../test-support/web/fetch-stub";
import { renderRoutePage } from "../../../test-support/web/render-route-page";

const stats: ReviewStats = {
  total_reviews: 12,
  average_rating: 4.3,
  rating_distribution: { "1": 0, "2": 1, "3": 1, "4": 3, "5": 7 },
};

type Api = {
  reviews?: Review[];
  stats?: ReviewStats;
  submit?: (call: Call) => Response;
};

async function renderPage(api: Api = {}) {
  const server = stubReviewsApi((call) => {
    if (call.method === "POST") return api.submit!(call);
    if (call.method === "PATCH") return json({ _id: "review-1", helpful_count: 1, message: "ok" });
    if (call.url.pathname === "/api/reviews/stats") return json(api.stats ?? emptyStats);
    const reviews = api.reviews ?? [];
    return json({ reviews, has_more: false, total: reviews.length });
  });
  renderRoutePage(<ReviewsPage />, "Testimonials");
  // The reviews section follows the hero's first paint.
  await screen.findByRole("button", { name: REVIEW_MESSAGES.writeReview });
  return server;
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: REVIEW_MESSAGES.writeReview }));
  const dialog = await screen.findByRole("dialog", { name: REVIEW_MESSAGES.writeReview });
  // The form's code arrives after the dialog opens.
  await within(dialog).findByLabelText("Name");
  return dialog;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText("Name"), "Asha Rao");
  await user.type(form.getByLabelText("E-mail"), "asha@example.in");
  await user.type(form.getByLabelText("Your review"), "Clear, calm and on time.");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ReviewsPage", () => {
  it("says there are no reviews yet when the list is empty", async () => {
    await renderPage();
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
  });

  it("opens on the case studies and invites a first review instead of a row of zeros", async () => {
    await renderPage();
    await screen.findByText(REVIEW_MESSAGES.empty);
    const invitation = screen.getByRole("region", { name: "Worked with us?" });
    expect(
      within(invitation).getByRole("button", { name: REVIEW_MESSAGES.writeReview }),
    ).toBeVisible();
    expect(screen.queryByRole("region", { name: "Rating summary" })).toBeNull();
    expect(document.body).not.toHaveTextContent(/0\.0|Based on 0 reviews/);
    expect(screen.queryByTestId("distribution-5")).toBeNull();
    const caseStudies = screen.getByRole("region", { name: "Client Success Stories" });
    expect(caseStudies.compareDocumentPosition(invitation)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("summarises the ratings with whole stars and proportional bars", async () => {
    await renderPage({ stats });
    const summary = await screen.findByRole("region", { name: "Rating summary" });
    expect(
      await within(summary).findByRole("img", { name: "Average rating 4.3 out of 5" }),
    ).toBeInTheDocument();
    expect(summary).toHaveTextContent("Based on 12 reviews");
    expect(within(summary).getByTestId("distribution-5")).toHaveStyle({
      width: `${(7 / 12) * 100}%`,
    });
    expect(within(summary).getByTestId("distribution-1")).toHaveStyle({ width: "0%" });
    expect(summary).toHaveTextContent("4 stars: 3");
  });

  it("renders review text as text, with the owner's reply under it", async () => {
    await renderPage({
      reviews: [
        makeReview(1, {
          description: "<img src=x onerror=alert(1)><b>bold</b>",
          reply: { text: "Thank you, Asha!", created_at: "2026-11-02T10:00:00.000Z" },
          helpful_count: 4,
          rating: 4,
        }),
      ],
    });
    const card = await screen.findByRole("article", { name: "Visitor 1" });
    expect(card).toHaveTextContent("<img src=x onerror=alert(1)><b>bold</b>");
    expect(card.querySelector("img, b")).toBeNull();
    expect(within(card).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Title 1" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Reply from the studio");
    expect(card).toHaveTextContent("Thank you, Asha!");
    expect(within(card).getByRole("button", { name: "Helpful (4)" })).toBeInTheDocument();
  });

  it("searches after a pause in typing, once", async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage();
    await screen.findByText(REVIEW_MESSAGES.empty);
    await user.type(screen.getByRole("searchbox", { name: "Search reviews" }), "calm");
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get("search")).toBe("calm"));
    const searches = calls.filter((call) => call.url.searchParams.has("search"));
    expect(searches).toHaveLength(1);
    expect(await screen.findByText(REVIEW_MESSAGES.noMatches)).toBeInTheDocument();
  });

  it("counts the reviews shown, and marks a capped search total as a minimum", async () => {
    const user = userEvent.setup();
    stubReviewsApi((call) => {
      if (call.url.pathname === "/api/reviews/stats") return json(emptyStats);
      const searching = call.url.searchParams.has("search");
      const reviews = Array.from({ length: 10 }, (_, i) => makeReview(i));
      return json({ reviews, has_more: true, total: searching ? REVIEW_SEARCH_TOTAL_CAP : 1234 });
    });
    renderRoutePage(<ReviewsPage />, "Testimonials");
    expect(await screen.findByText("Showing 10 of 1,234 reviews")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: REVIEW_MESSAGES.loadMore })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search reviews" }), "calm");
    expect(
      await screen.findByText(`Showing 10 of ${REVIEW_SEARCH_TOTAL_CAP}+ reviews`),
    ).toBeInTheDocument();
  });

  it("asks for a rating and sends nothing without one", async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    // The first field in reading order takes focus: the rating, then the name.
    await waitFor(() =>
      expect(within(dialog).getByRole("radio", { name: "1 star" })).toHaveFocus(),
    );
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Please enter your name")).toBeInTheDocument();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      REVIEW_MESSAGES.selectRating,
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("radio", { name: "2 stars" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByText("2 stars selected")).toBeInTheDocument();
  });

  it("sends the review, closes, resets, reloads and thanks the visitor", async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage({
      submit: () => json({ _id: "new", held: false, message: "ok" }, 201),
    });
    let dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.type(within(dialog).getByLabelText(/Title/), "Great");
    await user.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    const loadsBefore = calls.length;
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));

    const result = await screen.findByRole("dialog", { name: "Success" });
    expect(result).toHaveAccessibleDescription(REVIEW_MESSAGES.submitted);
    expect(screen.queryByRole("dialog", { name: REVIEW_MESSAGES.writeReview })).toBeNull();
    await user.click(within(result).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: REVIEW_MESSAGES.writeReview })).toHaveFocus();
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      name: "Asha Rao",
      email: "asha@example.in",
      title: "Great",
      description: "Clear, calm and on time.",
      rating: 5,
    });
    await waitFor(() =>
      expect(
        calls
          .slice(loadsBefore + 1)
          .map((call) => call.url.pathname)
          .sort(),
      ).toEqual(["/api/reviews", "/api/reviews/stats"]),
    );

    dialog = await openForm(user);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("");
    expect(within(dialog).getByText(REVIEW_MESSAGES.selectRating)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it("tells the visitor a review held for a moderator appears once checked", async () => {
    const user = userEvent.setup();
    await renderPage({ submit: () => json({ _id: "new", held: true, message: "ok" }, 201) });
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));

    const result = await screen.findByRole("dialog", { name: "Success" });
    expect(result).toHaveAccessibleDescription(REVIEW_MESSAGES.held);
  });

  it("keeps what was typed when the form is closed and opened again", async () => {
    const user = userEvent.setup();
    await renderPage();
    let dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText("Name"), "Asha Rao");
    await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await openForm(user);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Asha Rao");
    expect(within(dialog).getByRole("radio", { name: "4 stars" })).toBeChecked();
  });

  it("shows the server's reason on 400 and the generic text on other failures", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    let answer = json({ detail: "This e-mail address has already left a review." }, 400);
    await renderPage({ submit: () => answer });
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole("radio", { name: "3 stars" }));
    const submit = within(dialog).getByRole("button", { name: "Submit Review" });
    await user.click(submit);
    let result = await screen.findByRole("dialog", { name: "Error" });
    expect(result).toHaveAccessibleDescription("This e-mail address has already left a review.");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Error" })).toBeNull());
    // The form stays open, as it was, with focus back on its button.
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Asha Rao");
    await waitFor(() => expect(submit).toHaveFocus());

    answer = json({ detail: "Internal" }, 500);
    await user.click(submit);
    result = await screen.findByRole("dialog", { name: "Error" });
    expect(result).toHaveAccessibleDescription(REVIEW_MESSAGES.submitFailed);
    await user.click(within(result).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(submit).toHaveFocus());
    expect(screen.getByRole("dialog", { name: REVIEW_MESSAGES.writeReview })).toBeInTheDocument();
  });

  it("tells how long to wait when the server limits reviews for now", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const limited = { detail: "Rate limit exceeded, retry in 9 minutes" };
    await renderPage({ submit: () => json(limited, 429, { "Retry-After": "540" }) });
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole("radio", { name: "3 stars" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    const result = await screen.findByRole("dialog", { name: "Error" });
    expect(result).toHaveAccessibleDescription(
      `${REVIEW_MESSAGES.submitFailed} Try again in 9 minutes.`,
    );
    expect(result).not.toHaveTextContent("retry in 9 minutes");
  });

  it("asks before reporting, then confirms the report", async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage({ reviews: [makeReview(1)] });
    const card = await screen.findByRole("article", { name: "Visitor 1" });
    await user.click(within(card).getByRole("button", { name: "Report" }));
    const confirm = await screen.findByRole("dialog", { name: "Report review" });
    expect(confirm).toHaveAccessibleDescription(REVIEW_MESSAGES.reportConfirm);

    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.click(within(card).getByRole("button", { name: "Report" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Report review" })).getByRole("button", {
        name: "Report",
      }),
    );
    expect(await screen.findByText(REVIEW_MESSAGES.reported)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")!.url.pathname).toBe(
      "/api/reviews/review-1/report",
    );
    expect(within(card).getByRole("button", { name: "Reported" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});
