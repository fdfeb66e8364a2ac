import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Where the browser tests' server runs, shared by playwright.config.ts and the tests.
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eBaseURL = `http://127.0.0.1:${e2ePort}`;
/**
 * The server's public address (PUBLIC_SITE_URL): the studio console's passkeys belong to it, and
 * browsers take no IP address as a passkey's site.
 */
export const e2eSiteURL = `http://localhost:${e2ePort}`;
/** The server's data directory: the admin command works on the same database through it. */
export const e2eDataDir = join(tmpdir(), `site-e2e-${e2ePort}`);

// Debian's Chromium: the network is closed, so nothing may be downloaded or phoned home.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The environment of a browser tests' server on `port`, its data in `dataDir`. */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    E2E_DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    // Production refuses to sign newsletter links with the development key.
    NEWSLETTER_SECRET: "end-to-end-tests-newsletter-secret-0123456789",
    // Every browser test posts from this machine; per-IP form limits are tested on the server.
    RATE_LIMIT_ALLOW_LIST: "127.0.0.1,::1,::ffff:127.0.0.1",
    // Production draws placeholder images only when asked to.
    IMAGE_PROVIDER: "demo",
    // The call dialer runs its labelled demo, at a pace that keeps the tests short.
    CALL_DEMO_MODE: "true",
    CALL_DEMO_PACE_MS: "150",
  };
}

/** Runs `npm run admin -- ...args` on the test server's database; answers its output. */
export function runAdmin(...args: string[]): string {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/admin.ts", ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, PUBLIC_SITE_URL: e2eSiteURL, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`admin ${args.join(" ")} failed (${result.status}): ${result.stderr}`);
  }
  return result.stdout;
}
