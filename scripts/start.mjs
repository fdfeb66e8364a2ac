// `npm start`: install if needed, build if the sources changed, then serve site and API.
import { spawn } from "node:child_process";
import { ensureNodeRuntime } from "./lib/node-runtime.mjs";
import { ensureBuild, ensureDependencies } from "./lib/prepare.mjs";

await ensureNodeRuntime();
ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
