import { about } from "#content/about";
import { leadershipSpotlight } from "#content/leadership";
import { site } from "#content/site";
import { expect, test } from "./fixtures";

test("About: title, logo, the three mission paragraphs and three social icons", async ({
  visit,
}) => {
  const main = await visit("/about");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("About");
  await expect(main.locator("svg").first()).toBeVisible();
  await expect(main.getByRole("heading", { name: about.heading })).toBeVisible();
  for (const paragraph of about.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();

  const socials = main.getByRole("link", { name: /opens in a new tab/ });
  await expect(socials).toHaveCount(3);
  for (const [index, label] of about.socials.entries()) {
    const profile = site.socials.find((social) => social.label === label)!;
    await expect(socials.nth(index)).toHaveAttribute("href", profile.href);
    await expect(socials.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("Leadership Spotlight: portrait, logo, greeting, name and two paragraphs", async ({
  visit,
}) => {
  const main = await visit("/leadershipSpotlight");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Leadership Spotlight");
  await expect(main.getByText(leadershipSpotlight.greeting)).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(leadershipSpotlight.name);
  await expect(main.getByText(leadershipSpotlight.role)).toBeVisible();
  for (const paragraph of leadershipSpotlight.paragraphs) {
    await expect(main.getByText(paragraph)).toBeVisible();
  }
  await expect(main.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);
  await expect(main.locator("svg").first()).toBeVisible();
});
