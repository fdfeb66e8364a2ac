import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DestinationStream } from "pino";
import { buildApp, type App } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { connectDatabase, type DatabaseConnection } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>Studio</title><!--runtime-config--></head><body><div id="root"></div></body></html>';
/** The staff console's built page, which the site's build writes beside its own. */
export const TEST_STUDIO_HTML =
  '<!doctype html><html><head><title>Studio console</title></head><body><div id="studio"></div></body></html>';
export const TEST_ASSET_PATH = "/assets/app-abc123.js";
/** Large enough (about 4 KB) to pass the compression threshold. */
export const TEST_ASSET_CONTENT = 'console.log("the studio site, bundled and hashed");\n'.repeat(
  80,
);

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseConnection;
  staticDir: string;
  /** Closes the app (and with it the database) and removes the temporary directories. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults, e.g. `{ BODY_LIMIT_BYTES: "1024" }`. */
  env?: Record<string, string>;
  /** The built index.html; null leaves the site unbuilt. */
  indexHtml?: string | null;
  /** Where the logs go (at the LOG_LEVEL from `env`; silent by default) instead of stdout. */
  logStream?: DestinationStream;
}

/**
 * A fully built app on a fresh, migrated SQLite database (or DATABASE_URL from `env`) and a small
 * built site in a temporary STATIC_DIR. Routes may still be added before the first `inject`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "site-test-data-"));
  const staticDir = await mkdtemp(join(tmpdir(), "site-test-static-"));
  const indexHtml = options.indexHtml === undefined ? TEST_INDEX_HTML : options.indexHtml;
  if (indexHtml !== null) {
    await writeFile(join(staticDir, "index.html"), indexHtml);
    await mkdir(join(staticDir, "studio"));
    await writeFile(join(staticDir, "studio", "index.html"), TEST_STUDIO_HTML);
  }
  await mkdir(join(staticDir, "assets"));
  await writeFile(join(staticDir, TEST_ASSET_PATH), TEST_ASSET_CONTENT);
  await writeFile(join(staticDir, "robots.txt"), "User-agent: *\nAllow: /\n");

  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    // Lets tests run with NODE_ENV=production, which refuses the development key.
    NEWSLETTER_SECRET: "test-newsletter-secret-of-at-least-32-characters",
    SIGNING_SECRET: "test-signing-secret-of-at-least-32-characters",
    // Tests speak to the API as a client that cannot solve challenges; their own tests turn it on.
    BOT_CHALLENGE: "off",
    ...options.env,
  });
  const database = connectDatabase(config);
  await migrateToLatest(database);
  const app = await buildApp(config, { database, logStream: options.logStream });

  return {
    app,
    config,
    database,
    staticDir,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
