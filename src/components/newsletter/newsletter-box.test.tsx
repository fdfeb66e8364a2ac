import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterBox } from "./newsletter-box";
import { deferredResponse, json, stubFetch } from "../../../test-support/web/fetch-stub";

async function subscribe(address: string) {
  const user = userEvent.setup();
  render(<NewsletterBox />);
  if (address) await user.type(screen.getByLabelText("E-mail address"), address);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("NewsletterBox", () => {
  it("sends nothing for an empty address", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ message: "ok" })));
    await subscribe("");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("explains a malformed address next to the field and sends nothing", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ message: "ok" })));
    await subscribe("not-an-address");
    await waitFor(() =>
      expect(screen.getByLabelText("E-mail address")).toHaveAccessibleDescription(
        "Please enter a valid e-mail address",
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("shows 'Subscribing...' while waiting, then thanks the visitor in place of the form", async () => {
    const reply = deferredResponse();
    const fetchMock = stubFetch(() => reply.promise);
    await subscribe(" Asha@Example.in ");

    const button = screen.getByRole("button", { name: "Subscribing..." });
    expect(button).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe("/api/newsletter/subscribe");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "asha@example.in" });
    expect(new Headers(init?.headers).get("X-API-Key")).toBeTruthy();

    reply.release(json({ message: "Successfully subscribed to our newsletter!" }, 201));
    expect(await screen.findByText("Thank you for subscribing!")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Successfully subscribed to our newsletter!",
    );
    expect(screen.queryByLabelText("E-mail address")).not.toBeInTheDocument();
  });

  it("says an address is already subscribed without showing the thank-you notice", async () => {
    stubFetch(() => Promise.resolve(json({ message: "This email is already subscribed" })));
    await subscribe("asha@example.in");
    const message = "This email is already subscribed to our newsletter!";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText("Thank you for subscribing!")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it.each([
    ["a server error", () => Promise.resolve(json({ detail: "Database unavailable" }, 500))],
    ["no answer at all", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an unexpected answer", () => Promise.resolve(json({ unexpected: true }))],
  ])("reports %s and returns to the form", async (_case, answer) => {
    stubFetch(answer);
    await subscribe("asha@example.in");
    const message = "Error subscribing to newsletter. Please try again.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(screen.getByLabelText("E-mail address")).toHaveValue("asha@example.in");
    expect(screen.queryByText("Thank you for subscribing!")).not.toBeInTheDocument();
  });

  it("tells the wait the server gave when it refuses for now", async () => {
    const refusal = { detail: "Rate limit exceeded, retry in 9 minutes" };
    stubFetch(() => Promise.resolve(json(refusal, 429, { "Retry-After": "540" })));
    await subscribe("asha@example.in");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error subscribing to newsletter. Please try again. Try again in 9 minutes.",
    );
  });
});
