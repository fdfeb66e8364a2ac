// The load: bare Fastify and each measured route of the site, each server in its own process,
// hit by autocannon in rounds; figures are taken per route and compared within each round.
import autocannon from "autocannon";
import type { ServerProcess } from "./processes";

interface Route {
  name: string;
  path: string;
  /** Sent as a browser does; without it nothing is compressed. */
  acceptEncoding?: string;
  /** The share of bare Fastify's requests per second the route must reach. */
  shareOfBare?: number;
}

/** The routes measured, each against bare Fastify in the same round. */
export const routes: Route[] = [
  { name: "liveness /healthz", path: "/healthz", shareOfBare: 0.6 },
  { name: "default list", path: "/api/reviews", shareOfBare: 0.5 },
  // The same list as browsers ask for it: above 1 KB, so compressed.
  {
    name: "default list, compressed",
    path: "/api/reviews",
    acceptEncoding: "gzip, deflate, br, zstd",
  },
  {
    name: "filtered search",
    path: "/api/reviews?rating=5&search=design&sort_by=helpful_count&sort_order=desc",
  },
  { name: "stats", path: "/api/reviews/stats" },
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
  /** CPU time of the server's process per request, in µs: steadier than requests/s on a busy machine. */
  cpuUs: number;
  /** Requests per second over bare Fastify's in the same round. */
  shareOfBare: number;
  failed: number;
}

interface Target {
  name: string;
  server: ServerProcess;
  path: string;
  acceptEncoding?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One load of `durationS` seconds on one target, with the CPU time its server used per request. */
export async function load(target: Target, durationS: number, connections: number, apiKey: string) {
  const cpuBefore = target.server.cpuMs();
  const result = await autocannon({
    url: `${target.server.url}${target.path}`,
    headers: {
      "x-api-key": apiKey,
      ...(target.acceptEncoding ? { "accept-encoding": target.acceptEncoding } : {}),
    },
    connections,
    duration: durationS,
    // The load generator runs in its own thread, so that its event loop is not this script's.
    workers: 1,
  });
  const cpuUs = ((target.server.cpuMs() - cpuBefore) * 1000) / result.requests.total;
  return { ...result, cpuUs };
}

/**
 * Loads bare Fastify and each route of `site` in turn, `rounds` times over, the order reversed
 * every other round, so that other work on the machine weighs on every server alike; figures are
 * medians of the rounds, ratios taken within each round.
 */
export async function measure(
  bare: ServerProcess,
  site: ServerProcess,
  apiKey: string,
  { rounds: roundCount, durationS, connections }: LoadSettings,
): Promise<Figures[]> {
  const targets: Target[] = [
    { name: "bare Fastify", server: bare, path: "/" },
    ...routes.map((route) => ({ ...route, server: site })),
  ];
  for (const target of targets) await load(target, 2, connections, apiKey);
  const rounds: Awaited<ReturnType<typeof load>>[][] = [];
  for (let round = 0; round < roundCount; round++) {
    const order = [...targets.keys()];
    if (round % 2 === 1) order.reverse();
    const results: Awaited<ReturnType<typeof load>>[] = [];
    for (const index of order) {
      results[index] = await load(targets[index]!, durationS, connections, apiKey);
    }
    rounds.push(results);
  }
  const rpsOf = (round: autocannon.Result[], index: number) => round[index]?.requests.average ?? 0;
  return targets.map((target, index) => {
    const results = rounds.map((round) => round[index]!);
    return {
      name: target.name,
      rps: median(results.map((result) => result.requests.average)),
      cpuUs: median(results.map((result) => result.cpuUs)),
      shareOfBare: median(rounds.map((round) => rpsOf(round, index) / rpsOf(round, 0))),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      failed: results.reduce(
        (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
        0,
      ),
    };
  });
}
