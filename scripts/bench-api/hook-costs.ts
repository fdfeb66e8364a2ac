// What each global hook and plugin costs a request: the site serves a fixed load while V8's
// sampling profiler runs (through the inspector, for exactly the load), and every sampled moment
// is charged to the hook, plugin, route or library that Fastify or Node called into, with what
// it called, until it hands the request back to Fastify.
import { WebSocket } from "ws";
import { freePort } from "../../test-support/server/call-socket-client";
import { load, routes, type LoadSettings } from "./measure";
import { startSite } from "./processes";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Fastify itself, the libraries it is made of, and the TypeScript loader: not a hook or plugin. */
const FRAMEWORK = new Set([
  "fastify",
  "find-my-way",
  "avvio",
  "light-my-request",
  "fast-querystring",
  "fast-json-stringify",
  "@fastify/error",
  "@fastify/fast-json-stringify-compiler",
  "abstract-logging",
  "process-warning",
  "rfdc",
  "tsx",
]);

/** Libraries that do one job between them, reported as one. */
const GROUPS: Record<string, string> = {
  "sonic-boom": "pino",
  "pino-std-serializers": "pino",
  "quick-format-unescaped": "pino",
  "safe-stable-stringify": "pino",
  "fastify-type-provider-zod": "zod",
};

const PROJECT = `${process.cwd()}/`;

/** Whom a frame's time is charged to; undefined for Node's and Fastify's own code. */
function ownerOf(url: string): string | undefined {
  const path = url.replace(/^file:\/\//, "");
  const inModules = path.lastIndexOf("/node_modules/");
  if (inModules !== -1) {
    const [first = "", second = ""] = path.slice(inModules + 14).split("/");
    const name = first.startsWith("@") ? `${first}/${second}` : first;
    if (FRAMEWORK.has(name)) return undefined;
    return GROUPS[name] ?? name;
  }
  if (path.startsWith(PROJECT)) return path.slice(PROJECT.length);
  return undefined;
}

/** Fastify's callbacks through which a hook hands the request on: what follows is not the hook's. */
function isHandOn({ functionName, url }: ProfileNode["callFrame"]): boolean {
  return (
    url.endsWith("/node_modules/fastify/lib/hooks.js") &&
    ["next", "handleResolve", "handleReject"].includes(functionName)
  );
}

/** V8's own entries: its collector, native code, and waiting. */
const V8_OWN = ["(garbage collector)", "(program)", "(idle)"];

const FRAMEWORK_OWNER = "Fastify and Node (parsing, routing, replying, sockets)";

/**
 * Microseconds of the main thread per owner over the whole profile. A frame of the project takes
 * over from its caller (the client key under the rate limit is the client key's); a library's
 * frame takes over only from Fastify (pino under the request log is the request log's).
 */
function chargeByOwner(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const owners = new Map<number, string | undefined>();
  const assign = (node: ProfileNode, inherited: string | undefined) => {
    const { functionName, url } = node.callFrame;
    const own = ownerOf(url);
    const owner = isHandOn(node.callFrame)
      ? undefined
      : own !== undefined && (inherited === undefined || !url.includes("/node_modules/"))
        ? own
        : (inherited ?? (V8_OWN.includes(functionName) ? functionName : undefined));
    owners.set(node.id, owner);
    for (const child of node.children ?? []) assign(byId.get(child)!, owner);
  };
  assign(profile.nodes[0]!, undefined);
  const charged = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const owner = owners.get(id) ?? FRAMEWORK_OWNER;
    charged.set(owner, (charged.get(owner) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  charged.delete("(idle)");
  return charged;
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++nextId;
      const onMessage = (data: unknown) => {
        const message = JSON.parse(String(data)) as {
          id?: number;
          result: Record<string, unknown>;
        };
        if (message.id !== id) return;
        socket.off("message", onMessage);
        resolve(message.result);
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * Profiles the site under the load of `durationS` seconds on /healthz and on the cached default
 * list, each in a fresh process, and prints each owner's µs per request.
 */
export async function benchHookCosts(
  env: Record<string, string>,
  apiKey: string,
  { durationS, connections }: LoadSettings,
): Promise<void> {
  const profiled = routes.filter(
    ({ path, acceptEncoding }) => ["/healthz", "/api/reviews"].includes(path) && !acceptEncoding,
  );
  const columns: { name: string; costs: Map<string, number>; totalUs: number }[] = [];
  for (const route of profiled) {
    const inspectorPort = await freePort();
    const site = await startSite(env, [`--inspect=127.0.0.1:${inspectorPort}`]);
    const session = await inspector(inspectorPort);
    try {
      const target = { ...route, server: site };
      await load(target, 2, connections, apiKey);
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: 100 });
      await session.send("Profiler.start");
      const result = await load(target, durationS, connections, apiKey);
      const { profile } = (await session.send("Profiler.stop")) as { profile: Profile };
      // Samples are taken on the wall clock, which a busy machine stretches; the process's CPU
      // time is shared out in their proportions instead.
      const charged = chargeByOwner(profile);
      const sampledUs = [...charged.values()].reduce((sum, us) => sum + us, 0);
      const costs = new Map(
        [...charged].map(([owner, us]) => [owner, (us / sampledUs) * result.cpuUs]),
      );
      columns.push({ name: route.name, costs, totalUs: result.cpuUs });
    } finally {
      session.close();
      await site.stop();
    }
  }
  const owners = [...new Set(columns.flatMap(({ costs }) => [...costs.keys()]))]
    .map((owner) => ({
      owner,
      most: Math.max(...columns.map(({ costs }) => costs.get(owner) ?? 0)),
    }))
    .filter(({ most }) => most >= 0.1)
    .sort((a, b) => b.most - a.most);
  console.log(
    `\nWhat each hook and plugin costs: the server's CPU µs per request, shared out as V8's ` +
      `sampling profiler (every 100 µs over ${durationS} s of load) found the main thread busy; ` +
      `each hook is charged what it called until it handed the request back to Fastify\n`,
  );
  console.log(`| charged to | ${columns.map(({ name }) => `${name} µs`).join(" | ")} |`);
  console.log(`| --- | ${columns.map(() => "---:").join(" | ")} |`);
  for (const { owner } of owners) {
    const cells = columns.map(({ costs }) => (costs.get(owner) ?? 0).toFixed(1));
    console.log(`| ${owner} | ${cells.join(" | ")} |`);
  }
  console.log(
    `| the whole request (CPU of the process) | ${columns.map(({ totalUs }) => totalUs.toFixed(1)).join(" | ")} |`,
  );
}
