// The yardstick every route of the site is measured against.
import Fastify from "fastify";

/** Fastify's hello-world, untouched: what a route costs with no plugin, hook or log at all. */
export async function startBareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get("/", async () => ({ hello: "world" }));
  await bare.listen({ host: "127.0.0.1", port: 0 });
  const { port } = bare.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => bare.close() };
}
