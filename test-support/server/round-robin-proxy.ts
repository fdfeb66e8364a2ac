import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** Requests and WebSocket upgrades passed to each back end, in the order they were given. */
  hits: number[];
  close(): Promise<void>;
}

export interface Backend {
  host: string;
  port: number;
}

/**
 * Appends the client's address to `X-Forwarded-For`, as many load balancers do: whatever the
 * client wrote there itself stays in front, and the instances must believe only the last entry.
 * (`deploy/nginx.conf` replaces the header instead.)
 */
function forwarded(headers: IncomingHttpHeaders, socket: Socket): IncomingHttpHeaders {
  const client = socket.remoteAddress ?? "";
  const previous = headers["x-forwarded-for"];
  return { ...headers, "x-forwarded-for": previous ? `${previous}, ${client}` : client };
}

/**
 * A load balancer for tests: each HTTP request and each WebSocket upgrade goes to the next back
 * end in turn, whatever connection it came on.
 */
export async function startRoundRobinProxy(
  backends: Backend[],
  port = 0,
): Promise<RoundRobinProxy> {
  const hits = backends.map(() => 0);
  let next = 0;
  const pick = () => {
    const index = next;
    next = (next + 1) % backends.length;
    hits[index] = (hits[index] ?? 0) + 1;
    return backends[index]!;
  };
  const agent = new Agent({ keepAlive: true });
  const upgraded = new Set<Socket>();

  const server = createServer((request, response) => {
    const backend = pick();
    const upstream = httpRequest(
      {
        ...backend,
        agent,
        method: request.method,
        path: request.url,
        headers: forwarded(request.headers, request.socket),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  });

  // The handshake is passed on as it came; after it the two sockets are joined byte for byte.
  server.on("upgrade", (request, client: Socket, head: Buffer) => {
    const backend = pick();
    const upstream = connect(backend.port, backend.host, () => {
      const headers = forwarded(request.headers, client);
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => `${name}: ${item}`),
      );
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      upgraded.add(socket);
      socket.on("close", () => upgraded.delete(socket));
    }
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: listening } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${listening}`,
    hits,
    close: async () => {
      for (const socket of upgraded) socket.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
