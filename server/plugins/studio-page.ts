import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fp from "fastify-plugin";
import { Refusal } from "../refusal";

/** The console's page: its own built index.html under /studio/, never part of the public site. */
export const STUDIO_PAGE_PATH = "/studio/";

/**
 * Serves the console's built page at /studio/ (its scripts and styles under /studio/assets/ are
 * plain static files). Read once at start-up; absent until the site is built.
 */
export const studioPage = fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    const page = await readFile(join(staticDir, "studio", "index.html"), "utf8").catch(
      () => undefined,
    );
    app.get("/studio", (_request, reply) => reply.redirect(STUDIO_PAGE_PATH, 301));
    app.get(STUDIO_PAGE_PATH, (_request, reply) => {
      if (page === undefined) {
        return reply.send(
          new Refusal("unavailable", "The console has not been built; run npm run build"),
        );
      }
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
    });
  },
  { name: "studio-page" },
);
