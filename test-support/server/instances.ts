import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { connectDatabase, type DatabaseConnection } from "../../server/db/connect";
import { TEST_INDEX_HTML } from "./app";
import { createPostgresDatabase } from "./postgres";
import { TEST_REDIS_URL, testRedisPrefix } from "./redis";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One line of a server's JSON log (pino), or a line of plain text as `{ level: 0, msg }`. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** `npm run serve` as a child process, with what it has logged so far. */
export interface ServerProcess {
  name: string;
  url: string;
  log: LogLine[];
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

const ERROR_LEVEL = 50;

/** The lines logged at error level or above, or written to stderr. */
export const problems = (server: ServerProcess) =>
  server.log.filter((line) => line.level >= ERROR_LEVEL || line.level === 0);

function parseLogLine(text: string): LogLine {
  try {
    const parsed = JSON.parse(text) as Partial<LogLine>;
    return { ...parsed, level: parsed.level ?? 0, msg: String(parsed.msg ?? "") };
  } catch {
    return { level: 0, msg: text };
  }
}

/** Starts `node --import tsx server/main.ts` and resolves once it serves, or fails with its log. */
export async function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  readyTimeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: REPO_ROOT,
    // Only what node needs from this environment; the server's own settings are all given here.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: LogLine[] = [];
  // "close" comes after the output has been read to its end, unlike "exit".
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  let ready: () => void = () => {};
  const serving = new Promise<void>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout }).on("line", (text) => {
    const line = parseLogLine(text);
    log.push(line);
    if (line.msg.startsWith("Serving the site at")) ready();
  });
  createInterface({ input: child.stderr }).on("line", (text) => log.push({ level: 0, msg: text }));

  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    serving.then(() => "ready" as const),
    exited.then(() => "exited" as const),
    new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), readyTimeoutMs))),
  ]);
  clearTimeout(timer);
  if (outcome !== "ready") {
    child.kill("SIGKILL");
    const lines = log.map((line) => line.msg).join("\n");
    throw new Error(`${name} did not start (${outcome}); its log:\n${lines}`);
  }
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Several instances of the site behind one address, on PostgreSQL, Redis and a real SMTP server. */
export interface Cluster {
  /** The load balancer: the site's one public address. */
  proxy: RoundRobinProxy;
  instances: ServerProcess[];
  smtp: TestSmtpServer;
  /** A connection of the test's own to the shared database, for checks. */
  database: DatabaseConnection;
  /** The instances' REDIS_KEY_PREFIX, which also begins their channels' names. */
  redisKeyPrefix: string;
  /** Stops the instances (if still running), the proxy and SMTP; drops the database and keys. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** The proxy's port, then one per instance. */
  ports: number[];
  /** Settings on top of the shared ones, e.g. the Twilio and LLM stand-ins. */
  env?: Record<string, string>;
}

/**
 * A fresh PostgreSQL database, a Redis key prefix of its own, a temporary data and site
 * directory, then every instance started at the same moment on the empty database, as a
 * deployment of several replicas does.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const [proxyPort, ...instancePorts] = options.ports;
  if (proxyPort === undefined || instancePorts.length === 0) {
    throw new Error("startCluster needs a proxy port and at least one instance port");
  }
  const postgres = await createPostgresDatabase();
  const redisKeys = testRedisPrefix();
  const smtp = await startSmtpServer();
  const dataDir = await mkdtemp(join(tmpdir(), "site-instances-data-"));
  const staticDir = await mkdtemp(join(tmpdir(), "site-instances-static-"));
  await writeFile(join(staticDir, "index.html"), TEST_INDEX_HTML);
  const proxy = await startRoundRobinProxy(
    instancePorts.map((port) => ({ host: "127.0.0.1", port })),
    proxyPort,
  );

  const env: Record<string, string> = {
    NODE_ENV: "production",
    // Instances start and stop many times a run; `npm run doctor` has tests of its own.
    DOCTOR_AT_START: "false",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    DATABASE_URL: postgres.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: redisKeys.prefix,
    SMTP_URL: smtp.url,
    // Shared storage for uploads, as docs/deployment.md asks of several instances.
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    // The balancer's address as the instances see it: only its X-Forwarded-For is believed.
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_SITE_URL: proxy.url,
    NEWSLETTER_SECRET: "instances-newsletter-secret-of-at-least-32-characters",
    IMAGE_PROVIDER: "demo",
    IMAGE_DEMO_STEP_MS: "1",
    ...options.env,
  };
  const started = await Promise.allSettled(
    instancePorts.map((port, index) =>
      startServerProcess(`instance ${String.fromCharCode(65 + index)}`, port, env),
    ),
  );
  const instances = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const database = connectDatabase({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });

  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all([proxy.close(), smtp.close(), database.close()]);
    await postgres.drop();
    await redisKeys.clear();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { proxy, instances, smtp, database, redisKeyPrefix: redisKeys.prefix, close };
}
