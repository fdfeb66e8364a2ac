import { defineConfig, devices } from "@playwright/test";
import { e2eBaseURL as baseURL, e2eDataDir, e2ePort, e2eSiteURL } from "./e2e/test-server";

// Debian's Chromium: the network is closed, so nothing may be downloaded or phoned home.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  snapshotPathTemplate: "{testDir}/__snapshots__/{testFilePath}/{arg}-{projectName}{ext}",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled" } },
  use: {
    baseURL,
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
  webServer: {
    // The production build served by our own server, with a throw-away data directory.
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      E2E_DATA_DIR: e2eDataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_SITE_URL: e2eSiteURL,
      // Production refuses to sign newsletter links with the development key.
      NEWSLETTER_SECRET: "end-to-end-tests-newsletter-secret-0123456789",
      // Every browser test posts from this machine; per-IP form limits are tested on the server.
      RATE_LIMIT_ALLOW_LIST: "127.0.0.1,::1,::ffff:127.0.0.1",
      // Production draws placeholder images only when asked to.
      IMAGE_PROVIDER: "demo",
      // The call dialer runs its labelled demo, at a pace that keeps the tests short.
      CALL_DEMO_MODE: "true",
      CALL_DEMO_PACE_MS: "150",
    },
  },
});
