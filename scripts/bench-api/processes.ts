// The servers `npm run bench:api` loads, each in a process of its own as a visitor's load would
// meet them: the site as `npm start` runs it (server/main.ts under tsx, request logs on at info,
// on stdout, here /dev/null) and bare Fastify beside it.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort } from "../../test-support/server/call-socket-client";

export interface ServerProcess {
  url: string;
  /** CPU milliseconds the whole process (every thread) has used so far. */
  cpuMs: () => number;
  /** Stops the process as a signal would, and answers once it has exited. */
  stop: () => Promise<void>;
}

/**
 * CPU milliseconds used by process `pid`: utime and stime, in clock ticks of 10 ms, the 14th and
 * 15th fields of /proc/<pid>/stat (the command name in parentheses, which may hold spaces, ends
 * before the third). Linux only.
 */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers once the process has used under a tenth of a CPU for half a second (a minute at most). */
async function settled(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const before = processCpuMs(pid);
    await pause(500);
    if (processCpuMs(pid) - before < 50) return;
  }
}

async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Errors pass through; the inspector's greetings do not.
  child.stderr.on("data", (chunk: Buffer) => {
    const lines = String(chunk)
      .split("\n")
      .filter((line) => line && !/^(Debugger |For help, see)/.test(line));
    if (lines.length > 0) process.stderr.write(`${lines.join("\n")}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited`);
      const ready = await fetch(`${url}${readyPath}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 300) throw new Error(`${args.join(" ")} did not start`);
      await pause(200);
    }
    // Start-up work that goes on in the background (the image classifier loading) is left to finish.
    await settled(child.pid!);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cpuMs: () => processCpuMs(child.pid!), stop };
}

/** The site, with `npm start`'s defaults but for `env`. */
export function startSite(env: Record<string, string>, nodeOptions: string[] = []) {
  return startProcess([...nodeOptions, "--import", "tsx", "server/main.ts"], env, "/healthz");
}

export function startBareFastify() {
  return startProcess(["--import", "tsx", "scripts/bench-api/bare-server.ts"], {}, "/");
}
