import { defineConfig, devices } from "@playwright/test";
import {
  chromiumArgs,
  e2eBaseURL as baseURL,
  e2eDataDir,
  e2ePort,
  e2eServerEnv,
} from "./e2e/test-server";

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
    env: e2eServerEnv(e2ePort, e2eDataDir),
  },
});
