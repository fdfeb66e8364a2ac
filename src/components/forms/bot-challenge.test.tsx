import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const config = vi.hoisted(() => ({ botChallenge: true }));
vi.mock("@/lib/runtime-config", () => ({
  getRuntimeConfig: () => config,
  useRuntimeConfig: () => config,
}));
// Stands for the widget's script: the test sees when it is fetched.
const widgetFetched = vi.fn();
// The challenge is fetched once the widget is ready; the widget here never says it is.
vi.mock("@/lib/api-client", () => ({ apiRequest: vi.fn() }));

/** A costly form with its check, as the AI pages hold it; the module is fresh for each test. */
async function renderForm(onSubmit = vi.fn()) {
  const { BotChallenge, useBotChallenge } = await import("./bot-challenge");
  let controller: ReturnType<typeof useBotChallenge> | undefined;
  function Form() {
    controller = useBotChallenge();
    return (
      <form
        aria-label="Costly"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(controller?.solution());
        }}
      >
        <input aria-label="Prompt" />
        <BotChallenge controller={controller} />
        <button type="submit">Send</button>
      </form>
    );
  }
  render(<Form />);
  return { controller: () => controller! };
}

const widget = () => document.querySelector("altcha-widget");

/** Lets the deferred import settle and React render what follows. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.resetModules();
  widgetFetched.mockClear();
  vi.doMock("./altcha-widget", () => {
    widgetFetched();
    return {};
  });
  config.botChallenge = true;
});

describe("BotChallenge", () => {
  it("fetches and shows no widget until the visitor reaches for the form", async () => {
    await renderForm();
    await settle();
    expect(widgetFetched).not.toHaveBeenCalled();
    expect(widget()).toBeNull();
    expect(document.querySelector("[data-bot-challenge]")).toBeInTheDocument();
  });

  it.each([
    ["a field focused", () => screen.getByLabelText("Prompt").focus()],
    ["a pointer entering", () => fireEvent.pointerEnter(screen.getByRole("form"))],
    ["a touch", () => fireEvent.pointerDown(screen.getByLabelText("Prompt"))],
  ])("shows the widget once, after %s", async (_, intent) => {
    await renderForm();
    act(intent);
    await settle();
    act(() => fireEvent.pointerDown(screen.getByRole("button", { name: "Send" })));
    await settle();
    expect(document.querySelectorAll("altcha-widget")).toHaveLength(1);
    expect(widgetFetched).toHaveBeenCalledTimes(1);
  });

  it("starts on a submit that comes first, and the submit waits for the solution", async () => {
    const onSubmit = vi.fn();
    await renderForm(onSubmit);
    fireEvent.submit(screen.getByRole("form"));
    await settle();
    expect(widget()).not.toBeNull();
    const solution = onSubmit.mock.calls[0]?.[0] as Promise<string | undefined>;
    widget()!.dispatchEvent(
      new CustomEvent("statechange", { detail: { state: "verified", payload: "solved" } }),
    );
    await expect(solution).resolves.toBe("solved");
  });

  it("fetches nothing when the site asks for no check", async () => {
    config.botChallenge = false;
    const { controller } = await renderForm();
    screen.getByLabelText("Prompt").focus();
    fireEvent.submit(screen.getByRole("form"));
    await settle();
    expect(widgetFetched).not.toHaveBeenCalled();
    expect(document.querySelector("[data-bot-challenge] altcha-widget")).toBeNull();
    await expect(controller().solution()).resolves.toBeUndefined();
  });
});
