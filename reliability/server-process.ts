import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 100;

/** `server/main.ts` in a child process, as production runs it. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** What the process wrote, for the message of a failed test. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. */
  kill(): Promise<string>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<string>;
}

/**
 * Starts `node --import tsx server/main.ts` with exactly this environment (plus PATH) and waits
 * until it answers `/healthz`. HOST and PORT must be in `env`.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code, signal]) => String(signal ?? code));
  let gone = false;
  void exited.then(() => (gone = true));

  const baseUrl = `http://${env.HOST}:${env.PORT}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`The server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }

  const signal = (name: NodeJS.Signals) => () => {
    if (!gone) child.kill(name);
    return exited;
  };
  return {
    baseUrl,
    child,
    exited,
    output: () => output,
    kill: signal("SIGKILL"),
    stop: signal("SIGTERM"),
  };
}
