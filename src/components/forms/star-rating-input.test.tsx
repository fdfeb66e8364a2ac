import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { StarRatingInput } from "./star-rating-input";

const caption = (value?: number) =>
  !value ? "Please select a rating" : value === 1 ? "1 star selected" : `${value} stars selected`;

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<number>();
  return (
    <StarRatingInput
      name="rating"
      label="Your rating"
      value={value}
      onChange={setValue}
      caption={caption(value)}
      error={value ? undefined : error}
    />
  );
}

describe("StarRatingInput", () => {
  it("is a labelled radio group whose caption follows the choice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole("radiogroup", { name: "Your rating" });
    expect(group).toHaveAccessibleDescription("Please select a rating");
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);

    await user.click(screen.getByRole("radio", { name: "1 star" }));
    expect(screen.getByText("1 star selected")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(group).toHaveAccessibleDescription("4 stars selected");
  });

  it("is operable with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByText("1 star selected")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(screen.getByText("3 stars selected")).toBeInTheDocument();
  });

  it("shows a missing choice as an alert", () => {
    render(<Harness error="Please select a rating" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a rating");
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  });
});
