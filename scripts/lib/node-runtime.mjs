// The site runs on Node.js 24 LTS. A machine with an older Node.js gets it from the npm registry's
// `node` package (the official binary, with the headers native modules such as better-sqlite3
// build against) in a cache folder outside the project, and the calling script runs again under it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";

export const NODE_VERSION = "24.21.0";
const requiredMajor = Number(NODE_VERSION.split(".")[0]);

const cacheRoot = process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache");
const prefix = join(cacheRoot, "studio-site-node", NODE_VERSION);
// The `node` package installs the binary of this platform as a package of its own.
const runtimeHome = join(
  prefix,
  "node_modules",
  "node",
  "node_modules",
  `node-${process.platform}-${process.arch}`,
);

function isCurrent() {
  return Number(process.versions.node.split(".")[0]) >= requiredMajor;
}

function installRuntime() {
  if (existsSync(join(runtimeHome, "bin", "node"))) return;
  console.error(
    `\n> Node.js ${process.versions.node} is too old: fetching Node.js ${NODE_VERSION}`,
  );
  const args = ["install", "--prefix", prefix, "--no-save", "--no-package-lock"];
  const result = spawnSync("npm", [...args, "--no-audit", "--no-fund", `node@${NODE_VERSION}`], {
    // Its report goes to stderr: stdout may be read by a shell (below).
    stdio: ["ignore", 2, 2],
  });
  if (result.status !== 0 || !existsSync(join(runtimeHome, "bin", "node"))) {
    console.error(`\n✗ Could not install Node.js ${NODE_VERSION} from the npm registry.`);
    process.exit(1);
  }
}

/** What a process needs to run npm, npx and native builds under the fetched Node.js. */
function runtimeEnv() {
  return {
    PATH: `${join(runtimeHome, "bin")}${delimiter}${process.env.PATH ?? ""}`,
    // node-gyp builds against these headers instead of the machine's own Node.js.
    npm_config_nodedir: runtimeHome,
  };
}

/**
 * Returns at once under Node.js 24 or newer. Otherwise runs the calling script again under the
 * fetched Node.js, passing signals on, and exits with its exit code.
 */
export function ensureNodeRuntime() {
  if (isCurrent()) return;
  installRuntime();
  const child = spawn(join(runtimeHome, "bin", "node"), process.argv.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...runtimeEnv() },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing else of the calling script may run under the old Node.js.
  return new Promise(() => {});
}

// `eval "$(node scripts/lib/node-runtime.mjs)"` in a shell: the exports for Node.js 24 (none when
// the machine's own is current), so `npm ci` builds native modules for the Node.js that runs them.
if (process.argv[1] === new URL(import.meta.url).pathname && !isCurrent()) {
  installRuntime();
  for (const [name, value] of Object.entries(runtimeEnv())) {
    console.log(`export ${name}='${value.replaceAll("'", "'\\''")}'`);
  }
}
