// Starts the real server on a fresh data directory for the browser tests. The directory is
// E2E_DATA_DIR (set by playwright.config.ts, so tests can run the admin command on the same
// database), emptied before and removed after.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error("E2E_DATA_DIR must name the data directory for the browser tests");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
const stop = (signal) => child.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
