import { contactInfo } from "#content/contact-info";
import { site } from "#content/site";
import { expect, test } from "./fixtures";

test("the hero and the contact details", async ({ page, visit }) => {
  await visit("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(main.getByText("Get In Touch", { exact: true })).toBeVisible();

  const details = main.getByRole("region", { name: contactInfo.detailsHeading });
  await expect(details).toContainText(`${site.address.city} ${site.address.postalCode}`);
  await expect(details).toContainText(site.address.street);
  await expect(details.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(details.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(details.getByRole("link", { name: /^nexorastudio\.in/ })).toHaveAttribute(
    "href",
    site.website,
  );
  await expect(details).toContainText("Mon-Fri 6AM-11PM");
});

test("the map stays a local preview until asked, then embeds OpenStreetMap", async ({
  page,
  visit,
}) => {
  const { lat, lng } = site.coordinates;
  // Answer the map request locally: the tests never depend on the network.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }),
  );
  await visit("/contact");
  const map = page.getByRole("region", { name: contactInfo.map.heading });
  await expect(map.locator("iframe")).toHaveCount(0);
  await expect(map).toContainText(`${lat.toFixed(4)}° N, ${lng.toFixed(4)}° E`);
  const open = map.getByRole("link", { name: new RegExp(contactInfo.map.openLabel) });
  await expect(open).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
  );
  await expect(open).toHaveAttribute("target", "_blank");

  await map.getByRole("button", { name: contactInfo.map.loadLabel }).click();
  const frame = map.locator("iframe");
  await expect(frame).toHaveAttribute("title", `Map: ${contactInfo.map.placeName}`);
  await expect(frame).toHaveAttribute(
    "src",
    new RegExp(`^https://www\\.openstreetmap\\.org/export/embed\\.html\\?.*marker=${lat},${lng}`),
  );
  await expect(map.getByRole("button", { name: contactInfo.map.loadLabel })).toHaveCount(0);
});

test("the call to action leads to the project request form", async ({ page, visit }) => {
  await visit("/contact");
  await expect(
    page.getByRole("heading", { name: "Ready to start your next project?" }),
  ).toBeVisible();
  const cta = page.getByRole("link", { name: "Get Started Today" });
  await expect(cta).toHaveAttribute("href", "#/projectrequest");
  await cta.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Request");
});

test("social follow icons link to every profile", async ({ page, visit }) => {
  await visit("/contact");
  const follow = page.getByRole("region", { name: contactInfo.followHeading });
  const links = follow.getByRole("link");
  await expect(links).toHaveCount(site.socials.length);
  for (const [index, social] of site.socials.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", social.href);
  }
});
