import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer as createHttpServer, request, type ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CONFIG_FILE = join(import.meta.dirname, "../../deploy/nginx.conf");
/** `limit_conn per_address N` in the config: the open connections one client may hold. */
const CONNECTIONS_PER_CLIENT = 32;

const nginxMissing = spawnSync("nginx", ["-v"]).error !== undefined;

describe("deploy/nginx.conf", () => {
  it("counts connections by the key the map derives: the address for IPv4, the /64 for IPv6", async () => {
    const config = await readFile(CONFIG_FILE, "utf8");
    const zone = /^limit_conn_zone (\$\w+) zone=per_address:/m.exec(config);
    expect(zone?.[1]).toBe("$connection_client");
    // The first 8 of IPv6's 16 bytes; IPv4's 4 bytes match only the default.
    const map = /^map \$binary_remote_addr \$connection_client \{\n([\s\S]*?)\n\}/m.exec(
      config,
    )?.[1];
    expect(map?.split("\n").map((line) => line.trim())).toEqual(
      expect.arrayContaining([
        '"~(?s)^(?<network>.{8}).{8}$" $network;',
        "default                       $binary_remote_addr;",
      ]),
    );
    expect(config).toContain(`limit_conn per_address ${CONNECTIONS_PER_CLIENT};`);
  });
});

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * nginx running deploy/nginx.conf in front of a server that holds every request open until the
 * test ends. The config's upstream and port are this machine's; the realip module lets each
 * request name the client address nginx counts it under. Skipped where no nginx is installed.
 */
describe.skipIf(nginxMissing)("deploy/nginx.conf in nginx", () => {
  let dir: string;
  let nginx: ChildProcess;
  let nginxPort: number;
  const held: ServerResponse[] = [];
  const backend = createHttpServer((_request, response) => void held.push(response));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "nginx-conf-test-"));
    const backendPort = await freePort();
    await new Promise<void>((resolve) => backend.listen(backendPort, "127.0.0.1", resolve));
    nginxPort = await freePort();
    const site = (await readFile(CONFIG_FILE, "utf8"))
      .replace("server app:8080;", `server 127.0.0.1:${backendPort};`)
      .replace("listen 80;", `listen 127.0.0.1:${nginxPort};`)
      .replace("listen [::]:80;", "");
    await writeFile(
      join(dir, "nginx.conf"),
      `daemon off;
pid ${dir}/nginx.pid;
events {}
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Test-Client;
${site}
}
`,
    );
    const args = ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")];
    const check = spawnSync("nginx", ["-t", ...args], { encoding: "utf8" });
    expect(check.stderr).toContain("test is successful");
    nginx = spawn("nginx", args, { stdio: "ignore" });
    // Ready once it answers: a request the backend then holds.
    for (let attempt = 0; ; attempt += 1) {
      const status = await new Promise<number | null>((resolve) => {
        const probe = request({ port: nginxPort, agent: false, timeout: 200 }, () => resolve(0));
        probe.on("error", () => resolve(null)).on("timeout", () => (probe.destroy(), resolve(1)));
        probe.end();
      });
      if (status !== null) break;
      if (attempt > 50) throw new Error("nginx did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    nginx?.kill();
    for (const response of held) response.end();
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /** Opens a request as `client` on a connection of its own; answers its status, or "held". */
  function open(client: string): Promise<number | "held"> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { port: nginxPort, agent: false, headers: { "X-Test-Client": client } },
        (response) => resolve(response.statusCode ?? 0),
      );
      outgoing.on("error", reject);
      // A request nginx passed on stays open: the backend never answers.
      outgoing.setTimeout(500, () => resolve("held"));
      outgoing.end();
    });
  }

  async function fill(client: string): Promise<void> {
    const statuses = await Promise.all(
      Array.from({ length: CONNECTIONS_PER_CLIENT }, () => open(client)),
    );
    expect(statuses.every((status) => status === "held")).toBe(true);
  }

  it("refuses another address of a full IPv6 /64, and serves the next /64", async () => {
    await fill("2001:db8:1:2::a");
    expect(await open("2001:db8:1:2:ffff::b")).toBe(429);
    expect(await open("2001:db8:1:3::a")).toBe("held");
  });

  it("counts each IPv4 address on its own", async () => {
    await fill("192.0.2.1");
    expect(await open("192.0.2.1")).toBe(429);
    expect(await open("192.0.2.2")).toBe("held");
  });
});
