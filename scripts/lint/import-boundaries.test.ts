import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { serverFloors } from "../../eslint.config.js";

// The layering rules of eslint.config.js, tried on source text placed at real paths of the tree.
const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const boundary = (message: RegExp) => ({
  ruleId: "import-x/no-restricted-paths",
  message: expect.stringMatching(message),
});

describe("import boundaries", () => {
  it("keeps features out of each other, by alias or by relative path", async () => {
    const byAlias = `import { sendContactMessage } from "@/features/contact/api";\nexport const send = sendContactMessage;\n`;
    const byPath = `import { sendContactMessage } from "../contact/api";\nexport const send = sendContactMessage;\n`;
    for (const code of [byAlias, byPath]) {
      expect(await lint("src/features/news/share.ts", code)).toEqual([
        boundary(/A feature does not import another feature/),
      ]);
    }
  });

  it("keeps shared code from importing the app or a feature", async () => {
    const importsApp = `import { navigation } from "@/app/routes";\nexport const items = navigation;\n`;
    expect(await lint("src/components/layout/menu.tsx", importsApp)).toEqual([
      boundary(/Shared code does not import the app or a feature/),
    ]);
    const importsFeature = `import { sendContactMessage } from "@/features/contact/api";\nexport const send = sendContactMessage;\n`;
    for (const file of ["src/lib/send.ts", "src/components/send.ts"]) {
      expect(await lint(file, importsFeature)).toContainEqual(
        boundary(/Shared code does not import the app or a feature/),
      );
    }
  });

  it("keeps the kernel free of the app and the server", async () => {
    const importsApp = `import { formatCount } from "../../src/lib/format-count";\nexport const format = formatCount;\n`;
    const importsServer = `import { loadConfig } from "../../server/config";\nexport const load = loadConfig;\n`;
    for (const file of ["kernel/content/counts.ts", "kernel/contract/counts.ts"]) {
      for (const code of [importsApp, importsServer]) {
        expect(await lint(file, code)).toContainEqual(
          boundary(/The kernel \(contract and content\) imports nothing of the app or the server/),
        );
      }
    }
  });

  it("keeps server code out of the SPA", async () => {
    const code = `import { buildApp } from "../../server/app";\nexport const app = buildApp;\n`;
    expect(await lint("src/lib/server-app.ts", code)).toEqual([
      boundary(/The SPA never imports server code/),
    ]);
  });

  it("keeps the app out of the server, which takes the kernel by its alias only", async () => {
    const feature = `import { sendContactMessage } from "../../../src/features/contact/api";\nexport const send = sendContactMessage;\n`;
    expect(await lint("server/modules/contact/relay.ts", feature)).toContainEqual(
      boundary(/The server never imports the app/),
    );
    const lib = `import { formatCount } from "../../../src/lib/format-count";\nexport const format = formatCount;\n`;
    expect(await lint("server/modules/contact/relay.ts", lib)).toContainEqual(
      boundary(/The server never imports the app/),
    );
    const climbing = `import { contactMessageSchema } from "../../../kernel/contract/contact";\nexport const schema = contactMessageSchema;\n`;
    expect(await lint("server/modules/contact/relay.ts", climbing)).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringMatching(/#contract/) },
    ]);
    expect(await lint("src/features/contact/relay.ts", climbing)).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringMatching(/#contract/) },
    ]);
  });

  it("keeps test code out of the product, and lets tests use it", async () => {
    const standIn = `import { startFakeTwilio } from "../../../test-support/server/fake-twilio";\nexport const start = startFakeTwilio;\n`;
    expect(await lint("server/modules/ai-call/twilio-client.ts", standIn)).toEqual([
      boundary(/Product code does not import test code/),
    ]);
    const harness = `import { runFuzz } from "../../reliability/fuzz/runner";\nexport const run = runFuzz;\n`;
    expect(await lint("server/mail/self-check.ts", harness)).toEqual([
      boundary(/Product code does not import test code/),
    ]);
    const webStub = `import { json } from "../../../test-support/web/reviews-api-stub";\nexport const answer = json;\n`;
    expect(await lint("src/features/reviews/answers.ts", webStub)).toEqual([
      boundary(/Product code does not import test code/),
    ]);
    expect(await lint("src/features/reviews/answers.test.ts", webStub)).toEqual([]);
    expect(await lint("server/modules/ai-call/twilio-client.test.ts", standIn)).toEqual([]);
  });

  it("keeps each floor of the server from importing a floor above it", async () => {
    // Each: a file on one floor, a name it imports and where from.
    const upward = [
      // A service reaching for a Fastify plugin's helpers.
      ["server/modules/contact/relay.ts", "apiDocs", "../../plugins/api-docs"],
      // An adapter reaching into a module.
      ["server/security/relay.ts", "contactRoutes", "../modules/contact/routes"],
      // The HTTP layer reaching for an adapter.
      ["server/http/relay.ts", "createBotChallenge", "../security/bot-challenge"],
      // The ground floor reaching for the HTTP layer, or for the app.
      ["server/client-address.ts", "errorAnswer", "./http/error-answer"],
      ["server/db/relay.ts", "buildApp", "../app"],
    ];
    for (const [file, name, source] of upward) {
      const code = `import { ${name} } from "${source}";\nexport const used = ${name};\n`;
      expect(await lint(file!, code), file).toEqual([
        boundary(/does not import from a floor above it/),
      ]);
    }

    const downward = [
      `import { Refusal } from "../../refusal";`,
      `import { readMultipartFields } from "../../http/forms";`,
      `import { createBotChallenge } from "../../security/bot-challenge";`,
      `export const parts = [Refusal, readMultipartFields, createBotChallenge];`,
      ``,
    ].join("\n");
    expect(await lint("server/modules/contact/parts.ts", downward)).toEqual([]);
  });

  it("puts every part of the server on a floor", () => {
    const onFloors = new Set(serverFloors.flatMap((floor) => floor.paths));
    const parts = readdirSync(join(root, "server"))
      .filter((name) => !name.endsWith(".test.ts"))
      .map((name) => `./server/${name}`);
    expect(parts.filter((part) => !onFloors.has(part))).toEqual([]);
  });

  it("lets only an api.ts call the API, and only through the API client", async () => {
    const onlyApi = (ruleId: string) => ({
      ruleId,
      message: expect.stringMatching(/Only an api\.ts/),
    });
    const byAlias = `import { apiRequest } from "@/lib/api-client";\nexport const ask = () => apiRequest("/api/x");\n`;
    const byPath = `import { apiWebSocketUrl } from "../../lib/api-client";\nexport const url = apiWebSocketUrl("/api/ws");\n`;
    for (const code of [byAlias, byPath]) {
      expect(await lint("src/features/contact/send.ts", code)).toEqual([
        onlyApi("no-restricted-imports"),
      ]);
      expect(await lint("src/features/contact/api.ts", code)).toEqual([]);
    }
    const direct = [
      `export const ask = () => fetch("/api/x");`,
      `export const open = () => new WebSocket("wss://example.in/api/ws");`,
      `export const later = () => import("@/lib/api-client");`,
      ``,
    ].join("\n");
    expect(await lint("src/components/newsletter/signup.tsx", direct)).toEqual([
      onlyApi("no-restricted-syntax"),
      onlyApi("no-restricted-syntax"),
      onlyApi("no-restricted-syntax"),
    ]);
    expect(await lint("src/components/newsletter/api.ts", direct)).toEqual([]);
    expect(await lint("src/lib/api-client.ts", direct)).toEqual([]);
    // What the client shares besides its calls is everyone's.
    const error = `import { ApiError } from "@/lib/api-client";\nexport const isApiError = (e: unknown) => e instanceof ApiError;\n`;
    expect(await lint("src/features/contact/errors.ts", error)).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    // page-hero.tsx imports page-title.ts; importing it back closes the loop.
    const code = `import { PageHero } from "./page-hero";\nexport const Hero = PageHero;\n`;
    expect(await lint("src/components/layout/page-title.ts", code)).toEqual([
      { ruleId: "import-x/no-cycle", message: expect.stringMatching(/Dependency cycle/) },
    ]);
  });

  it("lets the contract import zod and its own modules only", async () => {
    for (const source of ["react", "node:crypto", "@/lib/class-names"]) {
      const code = `import * as outside from "${source}";\nexport const used = outside;\n`;
      // `@/lib/class-names` is also the app, which the kernel never imports.
      expect(await lint("kernel/contract/outside.ts", code)).toContainEqual({
        ruleId: "no-restricted-imports",
        message: expect.stringMatching(/imports zod/),
      });
    }
  });

  it("passes code that respects the layers", async () => {
    const feature = [
      `import { PageHero } from "@/components/layout/page-hero";`,
      `import { contactMessageSchema } from "#contract/contact";`,
      `import { site } from "#content/site";`,
      `import { formatCount } from "@/lib/format-count";`,
      `import { sendContactMessage } from "./api";`,
      `export const parts = [PageHero, contactMessageSchema, site, formatCount, sendContactMessage];`,
      ``,
    ].join("\n");
    expect(await lint("src/features/contact/parts.ts", feature)).toEqual([]);

    const server = [
      `import { contactMessageSchema } from "#contract/contact";`,
      `import { site } from "#content/site";`,
      `export const parts = [contactMessageSchema, site];`,
      ``,
    ].join("\n");
    expect(await lint("server/modules/contact/parts.ts", server)).toEqual([]);

    const contract = `import { z } from "zod";\nimport { emailField } from "./fields";\nexport const parts = [z, emailField];\n`;
    expect(await lint("kernel/contract/parts.ts", contract)).toEqual([]);
  });
});
