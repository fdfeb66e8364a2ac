import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { PageTitleContext } from "@/components/layout/page-title";

/** Renders a page as its route shows it: inside the router at `path`, under its title. */
export function renderRoutePage(page: ReactElement, title: string, path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageTitleContext value={title}>{page}</PageTitleContext>
    </MemoryRouter>,
  );
}
