import type { Page } from "@playwright/test";
import { aiCapabilities, aiServices } from "#content/ai-services";
import { expect, test } from "./fixtures";

const services = (page: Page) =>
  page.getByRole("region", { name: "AI Services, Built and Ready to Use" }).getByRole("listitem");

test("all thirteen service tiles of the specification are shown", async ({ page, visit }) => {
  await visit("/ai-factory");
  await expect(services(page)).toHaveCount(13);
  await expect(services(page).getByRole("heading")).toHaveText(aiServices.map((s) => s.title));
  for (const name of [
    "Image Generation",
    "Video Generation",
    "Call Dialer",
    "Chatbots",
    "Analytics",
    "Computer Vision",
    "Natural Language Processing",
    "Predictive AI",
    "Automation",
    "Machine Learning",
    "Deep Learning",
    "Consulting",
    "Custom AI Solutions",
  ]) {
    await expect(services(page).filter({ hasText: name }).first()).toBeVisible();
  }
});

test("only the working tools are links; video generation is marked coming soon", async ({
  page,
  visit,
}) => {
  await visit("/ai-factory");
  await expect(services(page).getByRole("link")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Open Image Generation" })).toHaveAttribute(
    "href",
    "#/ai-image",
  );
  await expect(page.getByRole("link", { name: "Open AI Call Dialer" })).toHaveAttribute(
    "href",
    "#/ai-call",
  );
  const video = services(page).filter({ hasText: "Video Generation" });
  await expect(video).toContainText("Coming soon");
  await expect(video.getByRole("link")).toHaveCount(0);
});

test("the image generation tile opens the image generator", async ({ page, visit }) => {
  await visit("/ai-factory");
  await page.getByRole("link", { name: "Open Image Generation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Image Generator");
});

test("the call dialer tile opens the call dialer", async ({ page, visit }) => {
  await visit("/ai-factory");
  await page.getByRole("link", { name: "Open AI Call Dialer" }).click();
  await expect(page).toHaveURL(/#\/ai-call$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Call Dialer");
});

test("three capability cards and a link to the team", async ({ page, visit }) => {
  await visit("/ai-factory");
  const capabilities = page.getByRole("region", { name: "How We Build AI" }).getByRole("listitem");
  await expect(capabilities).toHaveCount(3);
  await expect(capabilities.getByRole("heading")).toHaveText(aiCapabilities.map((c) => c.title));
  await page.getByRole("link", { name: "Talk to Our AI Team" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});
