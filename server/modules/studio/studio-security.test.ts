import { describe, expect, it } from "vitest";
import { ENGINES } from "../../../test-support/server/engines";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { buildTestApp } from "../../../test-support/server/app";
import { studioKit } from "../../../test-support/server/studio-kit";
import { SESSION_IDLE_MS, SESSION_MAX_MS, tokenHash } from "./sessions/session-service";
import { INVITATION_VALID_MS } from "./operators/operator-service";
import { STUDIO_SIGN_IN_RATE_LIMIT } from "./routes/auth-routes";

/** The routes open without a session: registering a passkey and signing in. */
const OPEN_ROUTES = new Set([
  "POST /api/studio/registration/options",
  "POST /api/studio/registration",
  "POST /api/studio/sign-in/options",
  "POST /api/studio/sign-in",
]);

/** Routes that must be documented, and so checked below, beyond the first ones. */
const DOCUMENTED_ROUTES = [
  "GET /api/studio/calls",
  "GET /api/studio/calls/{id}",
  "GET /api/studio/do-not-call",
  "POST /api/studio/do-not-call",
  "DELETE /api/studio/do-not-call/{key}",
  "GET /api/studio/outbox/failed",
  "POST /api/studio/outbox/{id}/retry",
  "GET /api/studio/subscribers",
  "GET /api/studio/subscribers/export",
  "POST /api/studio/data-requests/find",
  "POST /api/studio/data-requests/export",
  "POST /api/studio/data-requests/erase",
];

const FOREIGN_ORIGIN = "https://attacker.example";

describe.each(ENGINES)("the studio console's API on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const studio = studioKit(testApp);

  /** Every documented /api/studio/ route, path parameters filled in. */
  const studioRoutes = async () => {
    const document = (await testApp.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/studio/"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
          path,
          url: path.replace("{kind}", "contact").replace(/\{\w+\}/g, "1"),
        })),
      );
  };

  describe.skipIf(skip)("", () => {
    it("documents the console's routes, each refusing without a session or from another site", async () => {
      const routes = await studioRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(14);
      expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
        expect.arrayContaining(DOCUMENTED_ROUTES),
      );
      const { cookie } = await studio.signedInOperator("Ines", "ines@studio.example");
      for (const route of routes) {
        const name = `${route.method} ${route.path}`;
        const foreign = await studio.request(route.method, route.url, {
          cookie,
          origin: FOREIGN_ORIGIN,
        });
        expect(foreign.statusCode, name).toBe(403);
        expect(foreign.json().detail, name).toMatch(/own pages/);
        if (route.method !== "GET") {
          const noOrigin = await studio.request(route.method, route.url, { cookie, origin: null });
          expect(noOrigin.statusCode, name).toBe(403);
        }
        if (OPEN_ROUTES.has(name)) continue;
        const anonymous = await studio.request(route.method, route.url);
        expect(anonymous.statusCode, name).toBe(401);
        const forged = await studio.request(route.method, route.url, {
          cookie: "studio_session=forged-token",
        });
        expect(forged.statusCode, name).toBe(401);
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
      const log = await studio.request("GET", "/api/studio/audit", { cookie });
      const entries = log.json().entries as { operatorName: string; action: string; ip: string }[];
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
