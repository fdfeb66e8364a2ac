import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  IMAGE_DEMO_NOTICE,
  IMAGE_DEMO_RENDERER,
  IMAGE_HISTORY,
  PROMPT_REFUSED_DETAIL,
} from "#contract/ai-image-rules";
import { AiImagePage } from "./ai-image-page";
import { forgivingStorage, useHistoryStore, type HistoryItem } from "./history-store";
import { useStudioStore } from "./studio-store";
import { json } from "../../../test-support/web/fetch-stub";
import { renderRoutePage } from "../../../test-support/web/render-route-page";

const PICTURE = "data:image/png;base64,iVBORw0KGgo=";

type Call = {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  signal?: AbortSignal;
};

const NO_DETAILS = {
  step: null,
  steps: null,
  elapsed_seconds: null,
  eta_seconds: null,
  preview: null,
};

/** Answers like the image API; `generate` decides the answer to the POST. */
function stubImageApi(
  generate: (call: Call) => Promise<Response> | Response,
  progress = 0,
  queuePosition: number | null = null,
  details: Partial<typeof NO_DETAILS> | Record<string, unknown> = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const call: Call = {
        method: init.method ?? "GET",
        path: url.pathname,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        signal: init.signal ?? undefined,
      };
      calls.push(call);
      if (call.path === "/api/ai-image/generate") return generate(call);
      if (call.path.endsWith("/cancel")) return new Response(null, { status: 204 });
      const id = call.path.split("/").pop();
      return json(
        queuePosition === null
          ? { id, state: "running", queue_position: null, progress, ...NO_DETAILS, ...details }
          : { id, state: "queued", queue_position: queuePosition, progress: 0, ...NO_DETAILS },
      );
    }),
  );
  return calls;
}

/** The checkpoint that ran, as the server reports it: not the model asked for. */
const RAN = "v1-5-pruned-emaonly [6ce0161689]";

const success = (call: Call) =>
  json({
    image: PICTURE,
    generation_time: 1.5,
    model: call.body?.model,
    model_label: RAN,
    seed: 4321,
    width: 1024,
    height: 1024,
  });

/** A generation that is still running when the test ends. */
const pending = () => new Promise<Response>(() => {});

function renderPage() {
  renderRoutePage(<AiImagePage />, "AI Image Generator", "/ai-image");
}

// The code fetched on demand, transformed once here rather than within a test's time limit.
beforeAll(
  () => Promise.all([import("@/components/ui/select"), import("./advanced-settings")]),
  30_000,
);
beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  localStorage.clear();
  useHistoryStore.setState({ items: [] });
  useStudioStore.setState({
    status: "idle",
    progress: 0,
    queuePosition: null,
    details: NO_DETAILS,
    forming: null,
    error: null,
    viewing: null,
    pictures: {},
  });
});
afterEach(() => vi.unstubAllGlobals());

async function typePrompt(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText("Prompt"), text);
}

/** Opens the Advanced panel, whose code comes then, and answers once its fields are in. */
async function openAdvanced(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Advanced" }));
  return screen.findByLabelText("Seed (optional)");
}

/** Renders the page and asks it for a picture of `prompt`; the user goes on from there. */
async function renderAndGenerate(prompt: string) {
  const user = userEvent.setup();
  renderPage();
  await typePrompt(user, prompt);
  await user.click(screen.getByRole("button", { name: "Generate Image" }));
  return user;
}

describe("AI image page", () => {
  it("asks for a prompt instead of sending a blank one", async () => {
    const calls = stubImageApi(success);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Prompt"), "   ");
    await user.click(screen.getByRole("button", { name: "Generate Image" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a prompt");
    expect(calls).toHaveLength(0);
  });

  it("says it is a demo in the site's demo notice, in its markup whatever the config says", () => {
    renderPage();
    // The shared notice, shown by CSS from the first paint when the served config marks a demo.
    const notice = document.querySelector('[data-demo-notice="image"]');
    expect(notice).toHaveTextContent(IMAGE_DEMO_NOTICE);
    expect(notice).toHaveTextContent("marked DEMO");
  });

  it("shows the defaults of the settings and the menu with the active item", async () => {
    stubImageApi(success);
    const user = userEvent.setup();
    renderPage();
    // The model's select shows its choice from the start; its options come when it is opened.
    const model = screen.getByLabelText("Model");
    expect(model).toHaveTextContent("Stable Diffusion 3.5 Large");
    expect(model).toHaveAttribute("role", "combobox");
    expect(model).toHaveAttribute("aria-expanded", "false");
    // The finer settings are fetched when Advanced is first opened, not before.
    const advanced = screen.getByRole("button", { name: "Advanced" });
    expect(advanced).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Width")).toBeNull();
    const seed = await openAdvanced(user);
    expect(advanced).toHaveAttribute("aria-expanded", "true");
    expect(seed).toBeVisible();
    expect(advanced).toHaveFocus();
    expect(screen.getByLabelText("Width")).toHaveValue("512");
    expect(screen.getByLabelText("Width")).toHaveAttribute("step", "64");
    expect(screen.getByLabelText("Inference steps")).toHaveValue("20");
    expect(screen.getByLabelText("Guidance scale")).toHaveValue("7.5");
    await user.click(advanced);
    expect(advanced).toHaveAttribute("aria-expanded", "false");
    expect(seed).not.toBeVisible();
    const menu = screen.getByRole("navigation", { name: "AI studio" });
    expect(within(menu).getByRole("link", { name: "Image Gen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Listed, but not a link: no video tool exists yet.
    expect(within(menu).getByText("Video Gen")).toHaveTextContent("coming soon");
    expect(within(menu).queryByRole("link", { name: /Video Gen/ })).toBeNull();
  });

  it("sets the sliders to a size chosen from the list, whose options come when it opens", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(screen.getByLabelText("Size"));
    await user.click(await screen.findByRole("option", { name: "1024 × 576 · 16:9" }));
    expect(screen.getByLabelText("Size")).toHaveTextContent("1024 × 576 · 16:9");
    await openAdvanced(user);
    expect(screen.getByLabelText("Width")).toHaveValue("1024");
    expect(screen.getByLabelText("Height")).toHaveValue("576");
  });

  it("generates: a tile with rising progress, then the picture opens large and joins the history", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubImageApi(() => new Promise<Response>((resolve) => (answer = resolve)), 0);
    const user = userEvent.setup();
    renderPage();
    await typePrompt(user, "  a paper boat on a pond ");
    await user.type(await openAdvanced(user), "77");
    await user.click(screen.getByRole("button", { name: "Generate Image" }));

    const tile = await screen.findByRole("group", { name: "Your image as it forms" });
    expect(within(tile).getByText("Generating your image")).toBeInTheDocument();
    const bar = within(tile).getByRole("progressbar");
    // The estimate rises 5 points every 500 ms while the server reports no progress.
    await waitFor(
      () => expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(10),
      {
        timeout: 3000,
      },
    );
    const request = calls.find((call) => call.method === "POST")?.body;
    expect(request).toMatchObject({
      prompt: "a paper boat on a pond",
      negative_prompt: "",
      width: 512,
      height: 512,
      num_inference_steps: 20,
      guidance_scale: 7.5,
      model: "stabilityai/stable-diffusion-3.5-large",
      seed: 77,
      job_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await act(async () =>
      answer(success({ method: "POST", path: "", body: request as Record<string, unknown> })),
    );
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "100"));
    const result = await screen.findByRole("dialog", { name: "Your generated image" });
    const download = within(result).getByRole("link", { name: "Download Image" });
    expect(download).toHaveAttribute("download", "generated-image.png");
    // The answered file itself, so the marks the server wrote into it are downloaded with it.
    expect(download).toHaveAttribute("href", PICTURE);
    expect(within(result).getByText("a paper boat on a pond")).toBeInTheDocument();
    expect(within(result).getByText("4321")).toBeInTheDocument();
    // The size the back end made, which may differ from the one asked for.
    expect(within(result).getByText("1024 × 1024 px")).toBeInTheDocument();
    // The model that ran, as the server reported it, not the one asked for.
    expect(within(result).getByText(RAN)).toBeInTheDocument();
    expect(within(result).queryByText("Stable Diffusion 3.5 Large")).toBeNull();
    await waitFor(() =>
      expect(localStorage.getItem(IMAGE_HISTORY.storageKey)).toContain("a paper boat on a pond"),
    );

    await user.click(within(result).getByRole("button", { name: "Generate Another" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The tile has become the picture: it is the history's first, and opens it again.
    expect(screen.queryByRole("group", { name: "Your image as it forms" })).toBeNull();
    const opener = screen.getByRole("button", { name: "Open: a paper boat on a pond" });
    expect(opener.querySelector("img")).toHaveAttribute("src", expect.stringMatching(/^data:/));
    await user.click(opener);
    expect(
      within(await screen.findByRole("dialog", { name: "Your generated image" })).getByText(
        "1.5 s",
      ),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");
    const history = screen.getByRole("region", { name: "Generation History" });
    expect(within(history).getByText(new RegExp(RAN.replace(/[[\]]/g, ".")))).toBeInTheDocument();
  });

  it("shows the picture as it forms, the step and the time left", async () => {
    stubImageApi(pending, 0.25, null, {
      step: 5,
      steps: 20,
      elapsed_seconds: 1.2,
      eta_seconds: 3.6,
      preview: PICTURE,
    });
    const user = await renderAndGenerate("a quiet harbour");
    const tile = await screen.findByRole("group", { name: "Your image as it forms" });
    expect(
      await within(tile).findByText("Step 5 of 20 · About 4 s left", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(tile).getByText("The model is painting your prompt")).toBeInTheDocument();
    expect(within(tile).getByRole("img", { name: "Your image as it forms" })).toHaveAttribute(
      "src",
      PICTURE,
    );
    // The percentage follows the step, whatever fraction the back end reports beside it.
    expect(within(tile).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
  });

  it("says the picture is being finished once the last step is drawn, not that step at 80 %", async () => {
    stubImageApi(pending, 0.8, null, {
      step: 20,
      steps: 20,
      elapsed_seconds: 9,
      eta_seconds: 0,
      preview: PICTURE,
    });
    const user = await renderAndGenerate("a quiet harbour");
    const tile = await screen.findByRole("group", { name: "Your image as it forms" });
    expect(
      await within(tile).findByText("Finishing your image", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(tile).queryByText(/Step 20 of 20/)).toBeNull();
    expect(within(tile).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "99");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
  });

  it.each([
    [
      "the time so far and left when the back end counts no steps",
      () => stubImageApi(pending, 0, null, { elapsed_seconds: 6.4, eta_seconds: 11.2 }),
      "6 s so far · About 12 s left",
    ],
    [
      "the place in the queue while the job waits",
      () => stubImageApi(pending, 0, 3),
      "Waiting in the queue: position 3",
    ],
  ])("shows %s", async (_case, stub, shown) => {
    stub();
    const user = await renderAndGenerate("a quiet harbour");
    expect(await screen.findByText(shown, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
  });

  it("names the demo renderer, and puts prompt, model, size and seed back with Use this seed", async () => {
    stubImageApi((call) =>
      json({
        image: PICTURE,
        generation_time: 0.4,
        model: call.body?.model,
        model_label: IMAGE_DEMO_RENDERER,
        seed: 98765,
        width: 512,
        height: 512,
        demo: true,
      }),
    );
    const user = await renderAndGenerate("a copper kettle");
    const result = await screen.findByRole("dialog", { name: "Your generated image" });
    expect(within(result).getByText(IMAGE_DEMO_RENDERER)).toBeInTheDocument();
    expect(within(result).queryByText("Stable Diffusion 3.5 Large")).toBeNull();
    await user.click(within(result).getByRole("button", { name: "Use this seed" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The seed's panel opens (its code fetched first), and the filled field is brought into view
    // and focused.
    const seed = await screen.findByLabelText("Seed (optional)");
    expect(seed).toHaveValue(98765);
    expect(screen.getByRole("button", { name: "Advanced" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(seed).toBeVisible();
    await waitFor(() => expect(seed).toHaveFocus());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(seed);

    const history = screen.getByRole("region", { name: "Generation History" });
    await waitFor(() => expect(within(history).getByText(/Seed 98765/)).toBeInTheDocument());
    expect(
      within(history).getByText(new RegExp(IMAGE_DEMO_RENDERER.replace(/[()]/g, "."))),
    ).toBeInTheDocument();
  });

  it("shows the server's own progress once it reports one, and cancels the job", async () => {
    const calls = stubImageApi(
      (call) =>
        new Promise<Response>((_, reject) =>
          call.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        ),
      0.42,
    );
    const user = await renderAndGenerate("fog");
    const bar = await screen.findByRole("progressbar");
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "42"), { timeout: 3000 });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const generation = calls.find((call) => call.path === "/api/ai-image/generate");
    expect(generation?.signal?.aborted).toBe(true);
    const jobId = generation?.body?.job_id;
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/ai-image/jobs/${jobId}/cancel`,
      ),
    );
  });

  it.each([
    [
      () => json({ detail: "The image queue is full" }, 503),
      "Server error: The image queue is full",
    ],
    [
      () => new Response("<html>bad gateway</html>", { status: 502 }),
      "Server error: Unknown error",
    ],
    [
      () => Promise.reject(new TypeError("Failed to fetch")),
      "Network error: Could not connect to the AI service",
    ],
    [() => json({ unexpected: true }), /^Error: /],
  ])("shows a dismissible banner for a failure (%#)", async (answer, text) => {
    stubImageApi(answer);
    const user = await renderAndGenerate("a red door");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Dismiss error" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("puts an item's prompt, model, size and seed back with Use this seed", async () => {
    const item: HistoryItem = {
      id: 2000,
      timestamp: new Date(2026, 10, 2, 9, 0).toISOString(),
      prompt: "a tin robot reading",
      model: "stabilityai/stable-diffusion-3.5-large-turbo",
      image: "",
      seed: 31337,
      width: 768,
      height: 384,
    };
    localStorage.setItem(
      IMAGE_HISTORY.storageKey,
      JSON.stringify({ state: { items: [item] }, version: 0 }),
    );
    await useHistoryStore.persist.rehydrate();
    stubImageApi(success);
    const user = userEvent.setup();
    renderPage();
    const history = screen.getByRole("region", { name: "Generation History" });
    expect(within(history).getByText(/Seed 31337/)).toBeInTheDocument();
    await user.click(within(history).getByRole("button", { name: "Open: a tin robot reading" }));
    const viewer = await screen.findByRole("dialog", { name: "Your generated image" });
    expect(within(viewer).getByText("768 × 384 px")).toBeInTheDocument();
    await user.click(within(viewer).getByRole("button", { name: "Use this seed" }));
    expect(screen.getByLabelText("Prompt")).toHaveValue("a tin robot reading");
    expect(screen.getByLabelText("Model")).toHaveTextContent("Stable Diffusion 3.5 Large Turbo");
    expect(await screen.findByLabelText("Width")).toHaveValue("768");
    expect(screen.getByLabelText("Height")).toHaveValue("384");
    expect(screen.getByLabelText("Seed (optional)")).toHaveValue(31337);
  });

  it("brings the safety filter's refusal into view and keeps nothing in the history", async () => {
    stubImageApi(() => json({ detail: PROMPT_REFUSED_DETAIL }, 400));
    await renderAndGenerate("a forbidden subject");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Server error: ${PROMPT_REFUSED_DETAIL}`);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(alert);
    expect(useHistoryStore.getState().items).toEqual([]);
    expect(localStorage.getItem(IMAGE_HISTORY.storageKey) ?? "").not.toContain("forbidden");
  });

  it("shows five of the history, restores prompt and model with Use prompt, deletes one and clears it", async () => {
    const items: HistoryItem[] = Array.from({ length: 7 }, (_, index) => ({
      id: 1000 + index,
      timestamp: new Date(2026, 10, 1, 10, index).toISOString(),
      prompt: `prompt number ${index}`,
      model: index === 0 ? "runwayml/stable-diffusion-v1-5" : "stabilityai/stable-diffusion-2-1",
      image: "",
    }));
    localStorage.setItem(
      IMAGE_HISTORY.storageKey,
      JSON.stringify({ state: { items }, version: 0 }),
    );
    await useHistoryStore.persist.rehydrate();
    stubImageApi(success);
    const user = userEvent.setup();
    renderPage();
    const history = screen.getByRole("region", { name: "Generation History" });
    const openers = () => within(history).queryAllByRole("button", { name: /^Open: / });
    expect(openers()).toHaveLength(5);
    // Six frames always, so nothing below moves when the stored history comes in.
    expect(within(history).getAllByRole("listitem", { hidden: true })).toHaveLength(6);

    await user.click(within(history).getByRole("button", { name: "Open: prompt number 0" }));
    let viewer = await screen.findByRole("dialog", { name: "Your generated image" });
    await user.click(within(viewer).getByRole("button", { name: "Use prompt" }));
    expect(screen.getByLabelText("Prompt")).toHaveValue("prompt number 0");
    expect(screen.getByLabelText("Model")).toHaveTextContent("Stable Diffusion 1.5");

    await user.click(within(history).getByRole("button", { name: "Open: prompt number 1" }));
    viewer = await screen.findByRole("dialog", { name: "Your generated image" });
    await user.click(within(viewer).getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(history).queryByRole("button", { name: "Open: prompt number 1" })).toBeNull();
    expect(useHistoryStore.getState().items).toHaveLength(6);

    await user.click(within(history).getByRole("button", { name: "Clear History" }));
    expect(openers()).toHaveLength(0);
    expect(localStorage.getItem(IMAGE_HISTORY.storageKey)).toBeNull();
  });
});

describe("history storage", () => {
  it("keeps the latest ten entries, and pictures only for the five on show", () => {
    for (let index = 0; index < 12; index += 1) {
      useHistoryStore.getState().add({
        id: index,
        timestamp: "",
        prompt: `p${index}`,
        model: "runwayml/stable-diffusion-v1-5",
        image: PICTURE,
      });
    }
    const items = useHistoryStore.getState().items;
    expect(items.map((item) => item.prompt)).toEqual(
      Array.from({ length: IMAGE_HISTORY.kept }, (_, index) => `p${11 - index}`),
    );
    expect(items.filter((item) => item.image !== "")).toHaveLength(IMAGE_HISTORY.shown);
    expect(items.slice(0, IMAGE_HISTORY.shown).every((item) => item.image === PICTURE)).toBe(true);
  });

  it("drops pictures from the oldest items when the quota is full, and never throws", () => {
    const items = Array.from({ length: 10 }, (_, index) => ({
      id: index,
      timestamp: "",
      prompt: `p${index}`,
      model: "runwayml/stable-diffusion-v1-5",
      image: "x".repeat(1000),
    }));
    const value = JSON.stringify({ state: { items }, version: 0 });
    const original = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      text: string,
    ) {
      if (text.length > 6000) throw new DOMException("full", "QuotaExceededError");
      original.call(this, key, text);
    });
    expect(() => forgivingStorage.setItem("history", value)).not.toThrow();
    const stored = JSON.parse(localStorage.getItem("history") ?? "{}").state.items;
    expect(stored).toHaveLength(10);
    expect(stored[0].image).toHaveLength(1000);
    expect(stored[9].image).toBe("");

    setItem.mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => forgivingStorage.setItem("other", value)).not.toThrow();
    setItem.mockRestore();
  });
});
