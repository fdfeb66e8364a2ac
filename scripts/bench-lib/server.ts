// The production build served by our own server with a throw-away data directory: what the
// benchmarks measure, as a visitor would meet it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type BenchServer = { origin: string; stop: () => void };

/** Starts the server on `port` and answers once it is ready. */
export async function startBenchServer(port: number): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Production refuses the development key; this throw-away server needs one of its own.
      NEWSLETTER_SECRET: randomBytes(32).toString("hex"),
    },
    stdio: "inherit",
  });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForServer(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not become ready");
}

/** Debian's Chromium, headless: the network is closed, so nothing may be downloaded or phoned home. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
