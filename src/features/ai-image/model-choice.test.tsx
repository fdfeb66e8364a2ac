import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
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

describe("the model choice", () => {
  it("offers only the models the server's back end can serve", async () => {
    renderRoutePage(<AiImagePage />, "AI Image Generator", "/ai-image");
    // The select arrives after the first paint in a time-sliced render, which a search of the
    // page every 50 ms would keep interrupting on a busy machine.
    const select = await screen.findByLabelText("Model", {}, { timeout: 6000, interval: 500 });
    // The usual model is not served here, so the first served one is chosen.
    expect(select).toHaveTextContent("Stable Diffusion 1.5");
    await userEvent.setup().click(select);
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Stable Diffusion 1.5",
      "Stable Diffusion 2.1",
    ]);
  });
});
