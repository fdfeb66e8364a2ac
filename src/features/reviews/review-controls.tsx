import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input, Label } from "@/components/ui/input";
import { OptionsSelect } from "@/components/ui/select";
import { REVIEW_LIMITS, REVIEW_SORT_OPTIONS, starCount } from "#contract/reviews-rules";
import { useReviews } from "./store";

export const SEARCH_DEBOUNCE_MS = 300;

const ALL_RATINGS = "all";
const ratingOptions = [
  { value: ALL_RATINGS, label: "All ratings" },
  ...[5, 4, 3, 2, 1].map((rating) => ({ value: String(rating), label: starCount(rating) })),
];

const sortOptions = REVIEW_SORT_OPTIONS.map((option, index) => ({
  value: String(index),
  label: option.label,
}));

export function ReviewControls() {
  const filters = useReviews((state) => state.filters);
  const setSearch = useReviews((state) => state.setSearch);
  const setRating = useReviews((state) => state.setRating);
  const setSort = useReviews((state) => state.setSort);
  const [searchText, setSearchText] = useState(filters.search);
  const searchId = useId();
  const ratingId = useId();
  const sortId = useId();

  // Waits for a pause in typing so each keystroke does not start a request.
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, setSearch]);

  return (
    <search aria-label="Find reviews" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Label htmlFor={searchId}>Search reviews</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={searchText}
            maxLength={REVIEW_LIMITS.search}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Words in a title or review"
            className="pl-11"
          />
        </div>
      </div>
      <div>
        <Label htmlFor={ratingId}>Filter by rating</Label>
        <OptionsSelect
          value={filters.rating === null ? ALL_RATINGS : String(filters.rating)}
          onValueChange={(value) => setRating(value === ALL_RATINGS ? null : Number(value))}
          options={ratingOptions}
          trigger={{ id: ratingId }}
        />
      </div>
      <div>
        <Label htmlFor={sortId}>Sort by</Label>
        <OptionsSelect
          value={String(filters.sortIndex)}
          onValueChange={(value) => setSort(Number(value))}
          options={sortOptions}
          trigger={{ id: sortId }}
        />
      </div>
    </search>
  );
}
