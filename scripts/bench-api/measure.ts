// The load: bare Fastify and each measured route of the site, served from the seeded database,
// hit by autocannon in rounds; figures are taken per route and compared within each round.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pino from "pino";
import { z } from "zod";
import { buildApp } from "../../server/app";
import type { Config } from "../../server/config";

const TRIVIAL_PATH = "/api/bench/ping";

interface Route {
  name: string;
  path: string;
  /** Sent as a browser does; without it nothing is compressed. */
  acceptEncoding?: string;
  shareOfBare?: number;
  shareOfTrivial?: number;
}

/** The routes measured, each against bare Fastify and the trivial route of the same round. */
export const routes: Route[] = [
  { name: "trivial route", path: TRIVIAL_PATH, shareOfBare: 0.6 },
  { name: "default list", path: "/api/reviews", shareOfBare: 0.5, shareOfTrivial: 0.6 },
  // The same list as browsers ask for it: above 1 KB, so compressed.
  {
    name: "default list, compressed",
    path: "/api/reviews",
    acceptEncoding: "gzip, deflate, br, zstd",
  },
  {
    name: "filtered search",
    path: "/api/reviews?rating=5&search=design&sort_by=helpful_count&sort_order=desc",
    shareOfTrivial: 0.4,
  },
  { name: "stats", path: "/api/reviews/stats", shareOfTrivial: 0.85 },
];
export const P99_TARGET_MS = 25;

export interface LoadSettings {
  rounds: number;
  /** Seconds of load per route and round, after a 2 s warm-up. */
  durationS: number;
  /** Connections autocannon keeps open. */
  connections: number;
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the server's thread per request, in µs: steadier than requests/s on a busy machine. */
  cpuUs: number | undefined;
  /** Requests per second over bare Fastify's in the same round. */
  shareOfBare: number;
  /** Requests per second over the trivial route's in the same round. */
  shareOfTrivial: number;
  failed: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * CPU milliseconds used so far by this process's main thread, which runs every server here (the
 * load generator has its own thread); undefined where Linux's /proc is not available.
 */
function serverThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    // utime and stime, in clock ticks of 10 ms, are the 14th and 15th fields; the command name
    // in parentheses, which may hold spaces, ends before the third.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Serves the seeded database with `config` and loads bare Fastify and each route in turn, `rounds`
 * times over, the order reversed every other round, so that other work on the machine weighs on
 * every server alike; figures are medians of the rounds, ratios taken within each round.
 */
export async function measure(
  config: Config,
  bareUrl: string,
  { rounds: roundCount, durationS, connections }: LoadSettings,
): Promise<Figures[]> {
  // Request logs are on, as in production, and written to /dev/null: every line is built and
  // written, whatever terminal or collector would read it.
  const logStream = pino.destination({ dest: "/dev/null", sync: true });
  const app = await buildApp(config, { logStream });
  // Configured like the real read routes, so it runs every hook they do.
  app.get(
    TRIVIAL_PATH,
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: { response: { 200: z.object({ ok: z.boolean() }) } },
    },
    () => ({ ok: true }),
  );
  await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as { port: number };
  const targets = [
    { name: "bare Fastify", url: bareUrl },
    ...routes.map((route) => ({
      name: route.name,
      url: `http://127.0.0.1:${port}${route.path}`,
      acceptEncoding: route.acceptEncoding,
    })),
  ];
  const load = async (
    { url, acceptEncoding }: { url: string; acceptEncoding?: string },
    duration: number,
  ) => {
    const cpuBefore = serverThreadCpuMs();
    const result = await autocannon({
      url,
      headers: {
        "x-api-key": config.API_KEY,
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      },
      connections,
      duration,
      // The load generator runs in its own thread, so it does not share the server's event loop.
      workers: 1,
    });
    const cpuAfter = serverThreadCpuMs();
    const cpuUs =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
    return { ...result, cpuUs };
  };
  const rounds: Awaited<ReturnType<typeof load>>[][] = [];
  try {
    for (const target of targets) await load(target, 2);
    for (let round = 0; round < roundCount; round++) {
      const order = [...targets.keys()];
      if (round % 2 === 1) order.reverse();
      const results: Awaited<ReturnType<typeof load>>[] = [];
      for (const index of order) results[index] = await load(targets[index]!, durationS);
      rounds.push(results);
    }
  } finally {
    await app.close();
    logStream.end();
  }
  const rpsOf = (round: autocannon.Result[], index: number) => round[index]?.requests.average ?? 0;
  return targets.map((target, index) => {
    const results = rounds.map((round) => round[index]!);
    const cpu = results.map((result) => result.cpuUs);
    return {
      name: target.name,
      rps: median(results.map((result) => result.requests.average)),
      cpuUs: cpu.includes(undefined) ? undefined : median(cpu as number[]),
      shareOfBare: median(rounds.map((round) => rpsOf(round, index) / rpsOf(round, 0))),
      shareOfTrivial: median(rounds.map((round) => rpsOf(round, index) / rpsOf(round, 1))),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      failed: results.reduce(
        (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
        0,
      ),
    };
  });
}
