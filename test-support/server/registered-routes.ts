import type { App } from "../../server/app";

/**
 * `METHOD /path` of every route the app registers (HEAD, which GET implies, left out), read from
 * Fastify's route tree, so a check over routes covers the ones added later without a list.
 */
export async function registeredRoutes(app: App): Promise<string[]> {
  await app.ready();
  const parents: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[└├]── (.*) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    while (parents.length > 0 && parents.at(-1)!.depth >= indent.length) parents.pop();
    const path = `${parents.at(-1)?.path ?? ""}${segment}`;
    parents.push({ depth: indent.length, path });
    for (const method of methods.split(", ")) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
