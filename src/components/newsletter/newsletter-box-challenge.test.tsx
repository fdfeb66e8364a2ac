import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as RuntimeConfigModule from "@/lib/runtime-config";
import { NewsletterBox } from "./newsletter-box";
import { json, stubFetch } from "../../../test-support/web/fetch-stub";

// The site asks for the check against bots.
vi.mock("@/lib/runtime-config", async (importOriginal) => {
  const original = await importOriginal<typeof RuntimeConfigModule>();
  const config = { ...original.getRuntimeConfig(), botChallenge: true };
  return { getRuntimeConfig: () => config, useRuntimeConfig: () => config };
});
// Stands for the widget's script: the test sees when it is fetched.
const widgetFetched = vi.hoisted(() => vi.fn());
vi.mock("@/components/forms/altcha-widget", () => {
  widgetFetched();
  return {};
});

const checkBox = () => document.querySelector("[data-bot-challenge]");
const widget = () => document.querySelector("altcha-widget");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("NewsletterBox with the check against bots", () => {
  it("adds the check once the visitor starts, and sends its solution with the address", async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(json({ message: "Successfully subscribed to our newsletter!" }, 201)),
    );
    const user = userEvent.setup();
    render(<NewsletterBox />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Pages showing the box fetch neither the check nor its widget.
    expect(checkBox()).toBeNull();
    expect(widgetFetched).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("E-mail address"), "asha@example.in");
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(widgetFetched).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    // The sign-up waits for the solution.
    expect(screen.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      widget()!.dispatchEvent(
        new CustomEvent("statechange", { detail: { state: "verified", payload: "solved" } }),
      );
    });
    expect(await screen.findByText("Thank you for subscribing!")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: "asha@example.in", altcha: "solved" });
  });
});
