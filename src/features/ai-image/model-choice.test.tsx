import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AiImagePage } from "./ai-image-page";
import { renderRoutePage } from "../../../test-support/web/render-route-page";

// The server's runtime config, in place before the page reads it.
vi.hoisted(() => {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "runtime-config";
  script.textContent = JSON.stringify({
    apiBaseUrl: "",
    imageApiBaseUrl: "",
    apiKey: "test-key",
    imageTimeoutMs: 300_000,
    imageModels: ["runwayml/stable-diffusion-v1-5", "stabilityai/stable-diffusion-2-1"],
    simulators: { telephony: false, llm: false, image: false },
  });
  document.head.append(script);
});

// The code fetched on demand, transformed once here rather than within a test's time limit.
beforeAll(() => import("@/components/ui/select"), 30_000);

describe("the model choice", () => {
  it("offers only the models the server's back end can serve", async () => {
    renderRoutePage(<AiImagePage />, "AI Image Generator", "/ai-image");
    const select = screen.getByLabelText("Model");
    // The usual model is not served here, so the first served one is chosen.
    await waitFor(() => expect(select).toHaveTextContent("Stable Diffusion 1.5"));
    await userEvent.setup().click(select);
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Stable Diffusion 1.5",
      "Stable Diffusion 2.1",
    ]);
  });

  it("fetches its options when opened from the keyboard, and gives focus back as it closes", async () => {
    renderRoutePage(<AiImagePage />, "AI Image Generator", "/ai-image");
    const user = userEvent.setup();
    expect(screen.queryByRole("listbox")).toBeNull();
    screen.getByLabelText("Model").focus();
    await user.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Stable Diffusion 1.5" })).toHaveFocus(),
    );
    await user.keyboard("{ArrowDown}{Enter}");
    const select = screen.getByLabelText("Model");
    await waitFor(() => expect(select).toHaveFocus());
    expect(select).toHaveTextContent("Stable Diffusion 2.1");
    expect(select).toHaveAttribute("aria-expanded", "false");
  });
});
