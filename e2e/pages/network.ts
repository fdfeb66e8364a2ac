import type { Page, Request } from "@playwright/test";

/**
 * Holds requests to `url` until `release()` so an in-between state can be checked, then lets
 * them through to the real server.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Answers requests to `url` with a server error, as a failing backend would. */
export async function failRequests(page: Page, url: string, how: "500" | "abort" = "500") {
  await page.route(url, (route) =>
    how === "abort"
      ? route.abort("connectionfailed")
      : route.fulfill({ status: 500, json: { detail: "Something broke on the server" } }),
  );
}

/** Collects the text of every error the page logs to the console. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Records every request to `url`, to prove that nothing was sent. */
export function recordRequests(page: Page, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (url.test(request.url())) seen.push(request);
  });
  return seen;
}
