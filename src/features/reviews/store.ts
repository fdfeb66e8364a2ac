import { createContext, useContext } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { SubmitRefusal } from "@/components/forms/use-submit-flow";
import type { Review, ReviewStats, ReviewSubmission } from "#contract/reviews";
import { deferred } from "@/lib/deferred";
import type { ReviewFilters, SubmitAnswer } from "./api";
import { REVIEW_MESSAGES } from "#contract/reviews-rules";

// The API calls validate answers with the schema library: fetched with the first call, after the
// page has been shown, rather than with the page.
const { load: loadApi } = deferred(() => import("./api"));

const defaultFilters: ReviewFilters = { rating: null, search: "", sortIndex: 0 };

export type ListStatus = "idle" | "loading" | "ready" | "failed";

export type Notice = { id: number; text: string };

export type ReviewsState = {
  filters: ReviewFilters;
  reviews: Review[];
  /** The last page loaded; Load More asks for the next one. */
  page: number;
  hasMore: boolean;
  total: number;
  status: ListStatus;
  /** Whether the running request appends (Load More) or replaces the list. */
  appending: boolean;
  stats: ReviewStats | null;
  /** Reviews this visitor marked helpful or reported on this visit. */
  helpful: Record<string, true>;
  reported: Record<string, true>;
  notice: Notice | null;
  /** Whether the last review this visitor sent waits for a moderator before it is shown. */
  submittedHeld: boolean;

  setRating: (rating: number | null) => void;
  setSearch: (search: string) => void;
  setSort: (sortIndex: number) => void;
  loadMore: () => void;
  /** Page 1 of the list and the stats, afresh. */
  refresh: () => void;
  markHelpful: (id: string) => Promise<void>;
  report: (id: string) => Promise<void>;
  /** Resolves once the review is stored (see `submittedHeld`); a refusal carries the server's reason. */
  submit: (submission: ReviewSubmission) => Promise<void>;
  dismissNotice: () => void;
  /** Aborts what is in flight (the page is leaving). */
  cancel: () => void;
};

type SetState = StoreApi<ReviewsState>["setState"];
type GetState = StoreApi<ReviewsState>["getState"];

const initialState = {
  filters: defaultFilters,
  reviews: [],
  page: 0,
  hasMore: false,
  total: 0,
  status: "idle",
  appending: false,
  stats: null,
  helpful: {},
  reported: {},
  notice: null,
  submittedHeld: false,
} satisfies Partial<ReviewsState>;

/**
 * The list and the stats, loaded from the API. Each new list or stats request aborts the previous
 * one, so a slow answer never overwrites a newer one.
 */
function createLoaders(set: SetState, get: GetState) {
  let listRequest: AbortController | undefined;
  let statsRequest: AbortController | undefined;

  async function loadList(append: boolean): Promise<void> {
    listRequest?.abort();
    const request = new AbortController();
    listRequest = request;
    const page = append ? get().page + 1 : 1;
    set({ status: "loading", appending: append });
    try {
      const { fetchReviews } = await loadApi();
      const answer = await fetchReviews(get().filters, page, request.signal);
      if (request.signal.aborted) return;
      set((state) => {
        // A review added meanwhile shifts the pages; skip what is already on screen.
        const known = new Set(append ? state.reviews.map((review) => review._id) : []);
        const fresh = answer.reviews.filter((review) => !known.has(review._id));
        return {
          reviews: append ? [...state.reviews, ...fresh] : answer.reviews,
          page,
          hasMore: answer.has_more,
          total: answer.total,
          status: "ready",
        };
      });
    } catch (error) {
      if (request.signal.aborted) return;
      // Failures loading reviews are only logged: the list shows its empty state instead.
      console.error("Could not load reviews", error);
      set(append ? { status: "ready" } : { status: "failed", reviews: [], hasMore: false });
    }
  }

  async function loadStats(): Promise<void> {
    statsRequest?.abort();
    const request = new AbortController();
    statsRequest = request;
    try {
      const { fetchReviewStats } = await loadApi();
      const stats = await fetchReviewStats(request.signal);
      if (!request.signal.aborted) set({ stats });
    } catch (error) {
      if (!request.signal.aborted) console.error("Could not load review stats", error);
    }
  }

  function cancel(): void {
    listRequest?.abort();
    statsRequest?.abort();
  }

  return { loadList, loadStats, cancel };
}

/** What a visitor does to a review: mark it helpful or report it, once each per visit. */
function createReviewActions(
  set: SetState,
  get: GetState,
): Pick<ReviewsState, "markHelpful" | "report" | "dismissNotice"> {
  let noticeId = 0;
  return {
    markHelpful: async (id) => {
      if (get().helpful[id]) return;
      try {
        const { markReviewHelpful } = await loadApi();
        const helpfulCount = await markReviewHelpful(id);
        // Only this card changes: the pages already loaded stay as they are.
        set((state) => ({
          reviews: state.reviews.map((review) =>
            review._id === id ? { ...review, helpful_count: helpfulCount } : review,
          ),
          helpful: { ...state.helpful, [id]: true },
        }));
      } catch (error) {
        console.error("Could not mark the review helpful", error);
      }
    },

    report: async (id) => {
      if (get().reported[id]) return;
      try {
        const { reportReview } = await loadApi();
        await reportReview(id);
        noticeId += 1;
        set((state) => ({
          reported: { ...state.reported, [id]: true },
          notice: { id: noticeId, text: REVIEW_MESSAGES.reported },
        }));
      } catch (error) {
        // A failed report is only logged: it is no concern of the visitor's.
        console.error("Could not report the review", error);
      }
    },

    dismissNotice: () => set({ notice: null }),
  };
}

export function createReviewsStore(): StoreApi<ReviewsState> {
  return createStore<ReviewsState>()((set, get) => {
    const { loadList, loadStats, cancel } = createLoaders(set, get);

    function changeFilters(change: Partial<ReviewFilters>): void {
      const current = get().filters;
      const filters = { ...current, ...change };
      if (
        filters.rating === current.rating &&
        filters.search === current.search &&
        filters.sortIndex === current.sortIndex
      ) {
        return;
      }
      set({ filters });
      void loadList(false);
    }

    function refresh(): void {
      void loadList(false);
      void loadStats();
    }

    return {
      ...initialState,
      ...createReviewActions(set, get),
      setRating: (rating) => changeFilters({ rating }),
      setSearch: (search) => changeFilters({ search: search.trim() }),
      setSort: (sortIndex) => changeFilters({ sortIndex }),
      loadMore: () => {
        const { status, hasMore } = get();
        if (status === "loading" || !hasMore) return;
        void loadList(true);
      },
      refresh,
      submit: async (submission) => {
        let answer: SubmitAnswer;
        try {
          const { submitReview } = await loadApi();
          answer = await submitReview(submission);
        } catch (error) {
          console.error("Could not submit the review", error);
          throw error;
        }
        if ("refusal" in answer) throw new SubmitRefusal(answer.refusal);
        set({ submittedHeld: answer.held });
        refresh();
      },
      cancel,
    };
  });
}

export const ReviewsStoreContext = createContext<StoreApi<ReviewsState> | null>(null);

/** The part of the page's store that `selector` picks; re-renders when that part changes. */
export function useReviews<T>(selector: (state: ReviewsState) => T): T {
  const store = useContext(ReviewsStoreContext);
  if (!store) throw new Error("useReviews needs a ReviewsStoreContext provider");
  return useStore(store, selector);
}
