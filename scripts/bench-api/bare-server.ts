// Fastify's hello-world, untouched, in a process of its own: what a route costs with no plugin,
// hook or log at all. Listens on PORT.
import Fastify from "fastify";

const bare = Fastify();
bare.get("/", async () => ({ hello: "world" }));
await bare.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.once("SIGTERM", () => void bare.close().then(() => process.exit(0)));
