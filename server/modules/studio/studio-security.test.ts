import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test-support/server/app";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { ENGINES, engineEnv } from "../../../test-support/server/engines";
import { registeredRoutes } from "../../../test-support/server/registered-routes";
import { studioKit, type Method } from "../../../test-support/server/studio-kit";
import { FOREIGN_ORIGIN_DETAIL, NO_SESSION_DETAIL, SESSION_COOKIE } from "./http/studio-session";
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  startSession,
  tokenHash,
} from "./sessions/session-service";
import { INVITATION_VALID_MS } from "./operators/operator-service";
import { STUDIO_SIGN_IN_RATE_LIMIT } from "./routes/auth-routes";

/** The routes open without a session: registering a passkey and signing in. */
const OPEN_ROUTES = new Set([
  "POST /api/studio/registration/options",
  "POST /api/studio/registration",
  "POST /api/studio/sign-in/options",
  "POST /api/studio/sign-in",
]);

/** The newest routes, named so that the checks below cannot pass by finding none of them. */
const NEWEST_ROUTES = [
  "GET /api/studio/calls",
  "GET /api/studio/calls/:id",
  "GET /api/studio/do-not-call",
  "POST /api/studio/do-not-call",
  "DELETE /api/studio/do-not-call/:key",
  "GET /api/studio/outbox/failed",
  "POST /api/studio/outbox/:id/retry",
  "GET /api/studio/subscribers",
  "GET /api/studio/subscribers/export",
  "POST /api/studio/data-requests/find",
  "POST /api/studio/data-requests/export",
  "POST /api/studio/data-requests/erase",
];

const FOREIGN_ORIGIN = "https://attacker.example";

interface StudioRoute {
  name: string;
  method: Method;
  /** The path with its parameters filled in: an item that does not exist. */
  url: string;
}

/** Every /api/studio/ route the app registers, read at run time so that new ones are included. */
async function studioRoutes(app: TestApp["app"]): Promise<StudioRoute[]> {
  return (await registeredRoutes(app))
    .filter((name) => name.includes(" /api/studio/"))
    .map((name) => {
      const [method = "", path = ""] = name.split(" ");
      const url = path.replace(":kind", "contact").replace(/:\w+/g, "999999");
      return { name, method: method as Method, url };
    });
}

const cookieFor = (token: string) => `${SESSION_COOKIE}=${token}`;

/** The session refusal, and nothing of the route's own work (no 404, no 400). */
function expectNoSession(response: LightMyRequestResponse, why: string) {
  expect(response.statusCode, why).toBe(401);
  expect(response.json(), why).toEqual({ detail: NO_SESSION_DETAIL });
}

/** A live session's answer: the route's own, whatever it is, but no refusal of the session. */
function expectSignedIn(response: LightMyRequestResponse, why: string) {
  expect([401, 403], `${why}: ${response.body}`).not.toContain(response.statusCode);
}

describe.each(ENGINES)("the studio console's API on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const studio = studioKit(testApp);

  describe.skipIf(skip)("", () => {
    it("documents every route it registers, the newest among them", async () => {
      const routes = await studioRoutes(testApp.app);
      const names = routes.map((route) => route.name);
      expect(names).toEqual(expect.arrayContaining([...OPEN_ROUTES, ...NEWEST_ROUTES]));
      const document = (await testApp.app.inject({ url: "/api/openapi.json" })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const documented = Object.entries(document.paths)
        .filter(([path]) => path.startsWith("/api/studio/"))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map(
            (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
          ),
        );
      expect(documented.sort()).toEqual(names.sort());
    });

    it("refuses every route from another site, and every change that names no site", async () => {
      const { cookie } = await studio.signedInOperator("Ines", "ines@studio.example");
      for (const route of await studioRoutes(testApp.app)) {
        const foreign = await studio.request(route.method, route.url, {
          cookie,
          origin: FOREIGN_ORIGIN,
        });
        expect(foreign.statusCode, route.name).toBe(403);
        expect(foreign.json(), route.name).toEqual({ detail: FOREIGN_ORIGIN_DETAIL });
        if (route.method !== "GET") {
          const noOrigin = await studio.request(route.method, route.url, { cookie, origin: null });
          expect(noOrigin.statusCode, route.name).toBe(403);
        }
      }
    });

    it("refuses every signed-in route without a live session: none, forged, idle, too old, signed out, or its operator removed", async () => {
      const { operator } = await studio.signedInOperator("Jun", "jun@studio.example");
      const doomed = await studio.signedInOperator("Kit", "kit@studio.example");
      const db = testApp.database.db;
      const ago = (ms: number) => new Date(Date.now() - ms);
      /** A session as sign-in starts one, for Jun, begun `startedAgo` ms back and not used since. */
      const session = async (startedAgo = 0) =>
        cookieFor(await startSession(db, operator.id, "192.0.2.1", ago(startedAgo)));
      const removedOperatorsSession = cookieFor(
        await startSession(db, doomed.operator.id, "192.0.2.2"),
      );
      const removal = await studio.request(
        "DELETE",
        `/api/studio/operators/${doomed.operator.id}`,
        { cookie: await session() },
      );
      expect(removal.statusCode).toBe(200);

      for (const route of await studioRoutes(testApp.app)) {
        if (OPEN_ROUTES.has(route.name)) continue;
        const ask = (cookie?: string) => studio.request(route.method, route.url, { cookie });
        expectSignedIn(await ask(await session()), `${route.name} with a live session`);
        expectNoSession(await ask(), `${route.name} without a session`);
        expectNoSession(await ask(cookieFor("forged-token")), `${route.name}, forged`);
        expectNoSession(
          await ask(await session(SESSION_IDLE_MS + 1000)),
          `${route.name}, idle too long`,
        );
        const busy = await session(SESSION_MAX_MS + 1000);
        await db
          .updateTable("studio_sessions")
          .set({ last_seen_at: new Date().toISOString() })
          .where("token_hash", "=", tokenHash(busy.split("=")[1] ?? ""))
          .execute();
        expectNoSession(await ask(busy), `${route.name}, past its absolute limit`);
        const signedOut = await session();
        expect(
          (await studio.request("POST", "/api/studio/sign-out", { cookie: signedOut })).statusCode,
        ).toBe(200);
        expectNoSession(await ask(signedOut), `${route.name}, signed out`);
        expectNoSession(await ask(removedOperatorsSession), `${route.name}, operator removed`);
      }
    });

    it("needs no API key, and the session cookie is HttpOnly, SameSite=Strict, on the API only", async () => {
      const passkey = studio.newPasskey();
      await studio.register(await studio.invite("Jo", "jo@studio.example"), passkey);
      const signedIn = await studio.signIn(passkey);
      expect(signedIn.statusCode).toBe(200);
      const cookie = String(signedIn.headers["set-cookie"]);
      expect(cookie).toMatch(/^studio_session=[\w-]{43}; /);
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Strict");
      expect(cookie).toContain("Path=/api/studio/");
      expect(cookie).toContain(`Max-Age=${SESSION_MAX_MS / 1000}`);
      // Not in development or tests, served over plain HTTP.
      expect(cookie).not.toContain("Secure");
      const session = await studio.request("GET", "/api/studio/session", {
        cookie: studio.cookieOf(signedIn),
      });
      expect(session.json()).toEqual({
        operator: { id: expect.any(Number), name: "Jo", email: "jo@studio.example" },
      });
    });

    it("refuses a session idle too long, one past its absolute limit, and one signed out", async () => {
      const { cookie } = await studio.signedInOperator("Kai", "kai@studio.example");
      const hash = tokenHash(cookie.split("=")[1] ?? "");
      const sessions = () =>
        testApp.database.db.updateTable("studio_sessions").where("token_hash", "=", hash);
      const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
      const session = () => studio.request("GET", "/api/studio/session", { cookie });

      expect((await session()).statusCode).toBe(200);
      await sessions()
        .set({ last_seen_at: ago(SESSION_IDLE_MS + 1000) })
        .execute();
      expect((await session()).statusCode).toBe(401);

      const busy = await studio.signedInOperator("Lee", "lee@studio.example");
      const busyHash = tokenHash(busy.cookie.split("=")[1] ?? "");
      await testApp.database.db
        .updateTable("studio_sessions")
        .set({ created_at: ago(SESSION_MAX_MS + 1000), last_seen_at: ago(0) })
        .where("token_hash", "=", busyHash)
        .execute();
      expect(
        (await studio.request("GET", "/api/studio/session", { cookie: busy.cookie })).statusCode,
      ).toBe(401);

      const mo = await studio.signedInOperator("Mo", "mo@studio.example");
      const second = await studio.signIn(mo.passkey);
      const signOut = await studio.request("POST", "/api/studio/sign-out", { cookie: mo.cookie });
      expect(signOut.statusCode).toBe(200);
      expect(String(signOut.headers["set-cookie"])).toContain("Max-Age=0");
      expect(
        (await studio.request("GET", "/api/studio/session", { cookie: mo.cookie })).statusCode,
      ).toBe(401);
      // The other device stays signed in until the operator signs out everywhere.
      const otherDevice = studio.cookieOf(second);
      expect(
        (await studio.request("GET", "/api/studio/session", { cookie: otherDevice })).statusCode,
      ).toBe(200);
      const third = studio.cookieOf(await studio.signIn(mo.passkey));
      await studio.request("POST", "/api/studio/sign-out-everywhere", { cookie: third });
      for (const revoked of [otherDevice, third]) {
        expect(
          (await studio.request("GET", "/api/studio/session", { cookie: revoked })).statusCode,
        ).toBe(401);
      }
    });

    it("takes an invitation once, and not after its 30 minutes", async () => {
      const token = await studio.invite("Noa", "noa@studio.example");
      expect((await studio.register(token, studio.newPasskey())).statusCode).toBe(201);
      const again = await studio.register(token, studio.newPasskey());
      expect(again.statusCode).toBe(410);
      expect(again.json().detail).toMatch(/used or has expired/);

      const stale = await studio.invite(
        "Oli",
        "oli@studio.example",
        new Date(Date.now() - INVITATION_VALID_MS - 1000),
      );
      expect((await studio.register(stale, studio.newPasskey())).statusCode).toBe(410);
      expect((await studio.register("made-up-token", studio.newPasskey())).statusCode).toBe(410);
    });

    it("refuses a passkey whose answer does not match its challenge or its origin", async () => {
      const { passkey } = await studio.signedInOperator("Pia", "pia@studio.example");
      const replayed = passkey.signIn({ challenge: "bm90LWEtY2hhbGxlbmdlLXdlLWdhdmU" });
      const refused = await studio.request("POST", "/api/studio/sign-in", {
        payload: { response: replayed },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers["set-cookie"]).toBeUndefined();
    });

    it("lets operators invite and remove each other; a removed operator's passkey and sessions stop", async () => {
      const admin = await studio.signedInOperator("Quinn", "quinn@studio.example");
      const invited = await studio.request("POST", "/api/studio/operators", {
        cookie: admin.cookie,
        payload: { name: "Rae", email: "Rae@Studio.example" },
      });
      expect(invited.statusCode).toBe(201);
      const { link } = invited.json() as { link: string };
      const token = link.split("/invitation/")[1] ?? "";
      const raePasskey = studio.newPasskey();
      expect((await studio.register(token, raePasskey)).statusCode).toBe(201);
      const raeSession = studio.cookieOf(await studio.signIn(raePasskey));

      // A second passkey for the same operator, through a new invitation to the same address.
      const secondKey = studio.newPasskey();
      await studio.register(await studio.invite("Rae", "rae@studio.example"), secondKey);
      const list = await studio.request("GET", "/api/studio/operators", { cookie: admin.cookie });
      const rae = (list.json().operators as { id: number; email: string; passkeys: number }[]).find(
        (operator) => operator.email === "rae@studio.example",
      );
      expect(rae?.passkeys).toBe(2);

      const removed = await studio.request("DELETE", `/api/studio/operators/${rae?.id}`, {
        cookie: admin.cookie,
      });
      expect(removed.statusCode).toBe(200);
      expect(
        (await studio.request("GET", "/api/studio/session", { cookie: raeSession })).statusCode,
      ).toBe(401);
      for (const key of [raePasskey, secondKey]) {
        const signIn = await studio.signIn(key);
        expect(signIn.statusCode).toBe(401);
        expect(signIn.json().detail).toBe("This passkey is not registered for the console.");
      }
    });

    it("keeps an append-only audit log of who did what, when, from where", async () => {
      const address = "203.0.113.9";
      const passkey = studio.newPasskey();
      await studio.register(await studio.invite("Sam", "sam@studio.example"), passkey);
      const cookie = studio.cookieOf(await studio.signIn(passkey, address));
      const entries = await studio.auditLog(cookie);
      expect(entries.slice(0, 3).map((entry) => [entry.operatorName, entry.action])).toEqual([
        ["Sam", "signed in"],
        ["Sam", "registered a passkey"],
        ["admin command", "invited an operator"],
      ]);
      expect(entries[0]?.ip).toBe(address);
      await expect(
        testApp.database.db.updateTable("studio_audit_log").set({ action: "nothing" }).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(testApp.database.db.deleteFrom("studio_audit_log").execute()).rejects.toThrow(
        /append-only/,
      );
    });

    it(`limits passkey attempts to ${STUDIO_SIGN_IN_RATE_LIMIT.max} per address`, async () => {
      const address = "198.51.100.20";
      const attempts = [];
      for (let attempt = 0; attempt <= STUDIO_SIGN_IN_RATE_LIMIT.max; attempt++) {
        attempts.push(
          (await studio.request("POST", "/api/studio/sign-in/options", { remoteAddress: address }))
            .statusCode,
        );
      }
      expect(attempts.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(attempts.at(-1)).toBe(429);
    });
  });
});

const cleanups = cleanupsAfterEach();

describe.each(ENGINES)("the console's sessions on two instances on $engine", ({ engine, skip }) => {
  it.skipIf(skip)(
    "a session begun on one instance opens every route on the other; a sign-out or removal on one is refused on both",
    async () => {
      const setup = await engineEnv(engine);
      cleanups.push(setup.drop);
      const first = await cleanups.testApp(setup.env);
      // On SQLite the second server opens the first one's database file.
      const second = await cleanups.testApp({ ...setup.env, DATA_DIR: first.config.DATA_DIR });
      const [one, two] = [studioKit(first), studioKit(second)];
      const signedIn = (await studioRoutes(second.app)).filter(
        (route) => !OPEN_ROUTES.has(route.name),
      );
      // The sign-outs end the session they are sent with: they are the revocations below.
      const routes = signedIn.filter((route) => !route.name.includes("/sign-out"));
      expect(routes.map((route) => route.name)).toEqual(expect.arrayContaining(NEWEST_ROUTES));

      const lin = await one.signedInOperator("Lin", "lin@studio.example");
      for (const route of routes) {
        const answer = await two.request(route.method, route.url, { cookie: lin.cookie });
        expectSignedIn(answer, `${route.name} on the second instance`);
      }
      const signOut = await two.request("POST", "/api/studio/sign-out", { cookie: lin.cookie });
      expect(signOut.statusCode).toBe(200);
      for (const route of signedIn) {
        const answer = await one.request(route.method, route.url, { cookie: lin.cookie });
        expectNoSession(answer, `${route.name} on the first instance, signed out on the second`);
      }

      // Signed out everywhere on one instance: the other device's session, on the other, ends.
      const laptop = one.cookieOf(await one.signIn(lin.passkey));
      const phone = two.cookieOf(await two.signIn(lin.passkey));
      await one.request("POST", "/api/studio/sign-out-everywhere", { cookie: laptop });
      expectNoSession(await two.request("GET", "/api/studio/calls", { cookie: phone }), "phone");

      // Removed on one instance: the operator's sessions on the other end at once.
      const max = await two.signedInOperator("Max", "max@studio.example");
      const admin = one.cookieOf(await one.signIn(lin.passkey));
      const removed = await one.request("DELETE", `/api/studio/operators/${max.operator.id}`, {
        cookie: admin,
      });
      expect(removed.statusCode).toBe(200);
      for (const route of signedIn) {
        const answer = await two.request(route.method, route.url, { cookie: max.cookie });
        expectNoSession(answer, `${route.name} on the second instance, operator removed`);
      }
    },
  );
});

describe("the studio session cookie in production", () => {
  it("is Secure", async () => {
    const built = await buildTestApp({
      env: { NODE_ENV: "production", PUBLIC_SITE_URL: "https://studio.example" },
    });
    try {
      const studio = studioKit(built);
      const { passkey } = await studio.signedInOperator("Tal", "tal@studio.example");
      const signedIn = await studio.signIn(passkey);
      expect(String(signedIn.headers["set-cookie"])).toMatch(/; Secure$/);
    } finally {
      await built.close();
    }
  });
});
