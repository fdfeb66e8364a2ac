import { screen, within } from "@testing-library/react";
import { expect, vi } from "vitest";
import type { stubFetch } from "./fetch-stub";

// The contact and project request forms both ask "Confirm Submission" before they post to the
// API: the contact form its text as JSON, the project request form multipart with its files.

/** Checks the confirm dialog waits for the answer: `busyLabel` shown, both buttons disabled. */
export function expectConfirmDialogBusy(busyLabel: string) {
  const dialog = screen.getByRole("dialog", { name: "Confirm Submission" });
  expect(within(dialog).getByRole("button", { name: busyLabel })).toBeDisabled();
  expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
}

/** The body of the one request `fetchMock` saw, checked to be a POST to `path`. */
export async function postedBody(
  fetchMock: ReturnType<typeof stubFetch>,
  path: string,
): Promise<RequestInit["body"]> {
  // The API code loads on first use, so the call goes out a moment after confirming.
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(new URL(String(url)).pathname).toBe(path);
  expect(init?.method).toBe("POST");
  return init?.body;
}
