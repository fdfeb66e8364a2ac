// Shared by `npm start` and `npm test`: install and build only when something changed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const buildStamp = join(root, "dist", ".build-stamp");
const buildInputs = [
  "src",
  // Texts of kernel/content are in the bundle and in the prerendered markup.
  "kernel",
  "public",
  "index.html",
  "vite.config.ts",
  "vite.studio.config.ts",
  "scripts/vite",
  "tailwind.config.ts",
  "package-lock.json",
];

export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestModification(join(path, name))),
    stats.mtimeMs,
  );
}

// Native modules are built for one Node.js ABI; another Node.js needs them built again.
const installedAbi = join(root, "node_modules", ".node-abi");

export function ensureDependencies() {
  const installed = join(root, "node_modules", ".package-lock.json");
  const upToDate =
    existsSync(installed) &&
    statSync(installed).mtimeMs >= statSync(join(root, "package-lock.json")).mtimeMs;
  const sameAbi =
    existsSync(installedAbi) && readFileSync(installedAbi, "utf8") === process.versions.modules;
  if (upToDate && sameAbi) return;
  if (upToDate) run("npm", ["rebuild", "--no-audit", "--no-fund"]);
  else run("npm", ["ci", "--no-audit", "--no-fund"]);
  writeFileSync(installedAbi, process.versions.modules);
}

export function ensureBuild() {
  const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestModification(join(root, input))));
  if (builtAt > changedAt) return;
  // Both builds, as `npm run build` makes them: the public site, then the studio's console.
  run("npm", ["run", "build"]);
  writeFileSync(buildStamp, new Date().toISOString());
}
