import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ListBody, ShowMore, usePagedList, type ListPage } from "./paged-list";

/** A fetch whose answers the test gives, in any order, to each page asked for. */
function server() {
  const asked: { page: number; answer: (page: ListPage<string>) => void; fail: () => void }[] = [];
  const fetchPage = (page: number) =>
    new Promise<ListPage<string>>((resolve, reject) => {
      asked.push({ page, answer: resolve, fail: () => reject(new Error(`Page ${page} failed.`)) });
    });
  return { asked, fetchPage };
}

function Names({ fetchPage }: { fetchPage: (page: number) => Promise<ListPage<string>> }) {
  const list = usePagedList(fetchPage);
  return (
    <>
      <p role="alert">{list.error}</p>
      <ListBody list={list} empty="No names.">
        {(items) => (
          <ul>
            {items.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </ListBody>
      <ShowMore list={list} />
      <button type="button" onClick={list.refresh}>
        Refresh
      </button>
    </>
  );
}

const names = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

describe("usePagedList", () => {
  it("shows a wait, then the first page, and adds each further page below it", async () => {
    const { asked, fetchPage } = server();
    render(<Names fetchPage={fetchPage} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");

    await act(async () => asked.at(-1)?.answer({ items: ["Ada", "Ben"], hasMore: true }));
    expect(names()).toEqual(["Ada", "Ben"]);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(asked.at(-1)?.page).toBe(2);
    expect(screen.getByRole("button", { name: "Loading…" })).toBeDisabled();

    await act(async () => asked.at(-1)?.answer({ items: ["Cy"], hasMore: false }));
    expect(names()).toEqual(["Ada", "Ben", "Cy"]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("starts over from page 1 when its fetch changes, and drops the old fetch's late answer", async () => {
    const before = server();
    const after = server();
    const { rerender } = render(<Names fetchPage={before.fetchPage} />);
    rerender(<Names fetchPage={after.fetchPage} />);
    expect(after.asked.map((ask) => ask.page)).toEqual([1]);

    await act(async () => after.asked[0]?.answer({ items: ["New"] }));
    await act(async () => before.asked.at(-1)?.answer({ items: ["Old"] }));
    expect(names()).toEqual(["New"]);
  });

  it("says what failed, and a refresh fetches page 1 again in place of what was shown", async () => {
    const { asked, fetchPage } = server();
    render(<Names fetchPage={fetchPage} />);
    await act(async () => asked.at(-1)?.answer({ items: ["Ada"], hasMore: true }));
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await act(async () => asked.at(-1)?.fail());
    expect(screen.getByRole("alert")).toHaveTextContent("Page 2 failed.");
    expect(names()).toEqual(["Ada"]);

    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(asked.at(-1)?.page).toBe(1);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    await act(async () => asked.at(-1)?.answer({ items: [] }));
    expect(screen.getByText("No names.")).toBeInTheDocument();
  });
});
