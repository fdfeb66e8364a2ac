import type { APIRequestContext } from "@playwright/test";
import { redirects, routes } from "../src/app/routes";
import { expect, test } from "./fixtures";

// index.html reads the hash and announces the page's code before the app starts, so the browser
// fetches it alongside the entry instead of after it.

async function scriptsOfIndexHtml(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const references = html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g);
  return new Set([...references].map(([, path]) => path));
}

for (const path of [...routes.map((route) => route.path), ...redirects.map(({ from }) => from)]) {
  test(`${path}: every script the page needs is announced before the app runs`, async ({
    page,
    request,
    visit,
  }) => {
    const requested = new Set<string>();
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") requested.add(new URL(sent.url()).pathname);
    });
    const entry = await scriptsOfIndexHtml(request);
    await visit(path);

    const announced = await page
      .locator("head link[data-route-preload]")
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(announced.length).toBeGreaterThan(0);
    const discoveredLate = [...requested].filter(
      (script) => !entry.has(script) && !announced.includes(script),
    );
    expect(discoveredLate).toEqual([]);
  });
}

test("an unknown path announces home's code, as it shows home", async ({ page, visit }) => {
  const announcedFor = async (path: string) => {
    await visit(path);
    return page
      .locator("head link[data-route-preload]")
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  };
  const home = await announcedFor("/");
  await page.goto("about:blank");
  expect(await announcedFor("/no-such-page")).toEqual(home);
});
