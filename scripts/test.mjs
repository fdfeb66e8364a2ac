// `npm test`: every check a reviewer needs, in order, stopping at the first failure.
import { existsSync } from "node:fs";
import { ensureNodeRuntime } from "./lib/node-runtime.mjs";
import { ensureBuild, ensureDependencies, run } from "./lib/prepare.mjs";

await ensureNodeRuntime();

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium is needed for the browser tests and was not found at ${chromium}.`);
  console.error("Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}

ensureDependencies();
run("npx", ["eslint", ".", "--max-warnings=0"]);
run("npx", ["prettier", "--check", "."]);
run("npx", ["tsc", "-b"]);
run("npm", ["run", "typecheck", "--workspace", "tools/media"]);
run("npx", ["vitest", "run"]);
ensureBuild();
run("npx", ["size-limit"]);
run("npx", ["playwright", "test"]);
console.log("\n✓ All checks passed");
