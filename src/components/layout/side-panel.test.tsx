import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SidePanel } from "./side-panel";

const navigation = [
  { path: "/", label: "Home" },
  { path: "/testimonials", label: "Testimonials" },
  { path: "/news", label: "News" },
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: "*", element: <SidePanel navigation={navigation} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("SidePanel", () => {
  it("marks the link of the current route as the current page", () => {
    renderAt("/testimonials");
    const current = screen.getByRole("link", { current: "page" });
    expect(current).toHaveTextContent("Testimonials");
  });

  it("opens from the menu button, reports its state, and closes on Escape and after navigating", async () => {
    const user = userEvent.setup();
    const router = renderAt("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("link", { name: "News" }));
    expect(router.state.location.pathname).toBe("/news");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
