import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../test-support/server/call-socket-client";
import { API_KEY } from "../test-support/server/api";
import { startServerProcess } from "./server-process";

/** Bodies that cost the server's parser time in proportion to their shape, not their meaning. */
const nestedJson = "[".repeat(30_000) + "]".repeat(30_000);
const manyFields = Array.from({ length: 20_000 }, (_, index) => `f${index}=x`).join("&");
const ATTACKS = [
  { path: "/api/ai-image/generate", type: "application/json", body: nestedJson },
  { path: "/api/ai-call-dialer/hangup", type: "application/json", body: nestedJson },
  {
    path: "/api/ai-call-dialer/hangup",
    type: "application/x-www-form-urlencoded",
    body: manyFields,
  },
];

export interface BodyFloodReport {
  attacks: number;
  /** Answers to the attack by status code; any 5xx is a failure. */
  attackStatuses: Record<string, number>;
  /** Another visitor's cheap requests made during the flood, and how long each waited. */
  bystander: { requests: number; failed: number; p50Ms: number; p99Ms: number; maxMs: number };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * `server/main.ts` in its own process, flooded for `seconds` by `attackers` loops from one
 * address, each sending the bodies above in turn, while another visitor asks for `/api/health`
 * every 20 ms. How long that visitor waits is how long the flood holds the event loop.
 */
export async function runBodyFlood(seconds: number, attackers: number): Promise<BodyFloodReport> {
  const dataDir = await mkdtemp(join(tmpdir(), "site-flood-"));
  const server = await startServerProcess({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, "no-site"),
    BOT_CHALLENGE: "off",
    LOG_LEVEL: "warn",
  });
  const until = Date.now() + seconds * 1000;
  const attackStatuses: Record<string, number> = {};
  let attacks = 0;
  const waits: number[] = [];
  let failed = 0;

  async function attack(first: number) {
    for (let turn = first; Date.now() < until; turn++) {
      const { path, type, body } = ATTACKS[turn % ATTACKS.length]!;
      const status = await fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { "x-api-key": API_KEY, "content-type": type },
        body,
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        })
        .catch(() => "no answer");
      attacks++;
      attackStatuses[status] = (attackStatuses[status] ?? 0) + 1;
    }
  }

  async function watch() {
    while (Date.now() < until) {
      const started = performance.now();
      const ok = await fetch(`${server.baseUrl}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      waits.push(performance.now() - started);
      if (!ok) failed++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  try {
    await Promise.all([watch(), ...Array.from({ length: attackers }, (_, n) => attack(n))]);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const sorted = waits.sort((a, b) => a - b);
  return {
    attacks,
    attackStatuses,
    bystander: {
      requests: sorted.length,
      failed,
      p50Ms: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? 0,
    },
  };
}
