import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layering of the code base: who may import whom. Paths are resolved first (the `@/` alias
// from tsconfig, package.json "imports" such as `#contract/*`, relative paths), so every
// spelling of an import is held to the same rule.
const layers = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message:
      "A feature does not import another feature; move what they share to components/ or lib/.",
  })),
  {
    target: ["./src/components", "./src/lib"],
    from: ["./src/app", "./src/features"],
    message:
      "Shared code does not import the app or a feature; pass what it needs as props or context.",
  },
  {
    target: "./src",
    from: "./server",
    message: "The SPA never imports server code; shared shapes live in kernel/contract.",
  },
  {
    target: "./server",
    from: "./src",
    message: "The server never imports the app; what both use lives in kernel/.",
  },
  {
    target: "./kernel",
    from: ["./src", "./server"],
    message: "The kernel (contract and content) imports nothing of the app or the server.",
  },
];

// The server's floors, lowest first. A floor imports its own and those below it, never one above:
// what two floors share moves down to the lower one.
export const serverFloors = [
  {
    name: "the ground floor (refusals, configuration, logging, client addresses, formats, storage)",
    paths: [
      "./server/refusal.ts",
      "./server/config.ts",
      "./server/config",
      "./server/logger.ts",
      "./server/client-address.ts",
      "./server/redis.ts",
      "./server/format-bytes.ts",
      "./server/csv.ts",
      "./server/db",
    ],
  },
  { name: "the HTTP layer (server/http)", paths: ["./server/http"] },
  {
    name: "an adapter (mail, providers, security)",
    paths: ["./server/mail", "./server/providers", "./server/security"],
  },
  { name: "a module (server/modules)", paths: ["./server/modules"] },
  { name: "a plugin (server/plugins)", paths: ["./server/plugins"] },
  {
    name: "the app, its entry points and the CLI",
    paths: [
      "./server/app.ts",
      "./server/main.ts",
      "./server/image-service.ts",
      "./server/image-service-app.ts",
      "./server/runtime-config.ts",
      "./server/cli",
    ],
  },
];
const serverLayers = serverFloors.slice(0, -1).map((floor, index) => ({
  target: floor.paths,
  from: serverFloors.slice(index + 1).flatMap((above) => above.paths),
  message: `Server code on ${floor.name} does not import from a floor above it; move what both need down.`,
}));

/** One spelling for the kernel: its alias. */
const kernelSpelling = {
  regex: "^(\\.\\./)+kernel/",
  message: "Import the contract and the content as #contract/* and #content/*.",
};

const apiCallMessage =
  "Only an api.ts calls the API (through apiRequest of @/lib/api-client): put the call in the feature's api.ts, or an api.ts beside the shared part, and call that.";
/** The API client's calls, however its path is spelled. */
const apiClientCalls = {
  regex: "(^@/lib/|/lib/|^\\./)api-client$",
  importNames: ["apiRequest", "apiWebSocketUrl"],
  message: apiCallMessage,
};
/** Requests and sockets made without the client, and the client fetched on demand. */
const apiCallSyntax = [
  "CallExpression[callee.name='fetch']",
  "CallExpression[callee.property.name='fetch']",
  "NewExpression[callee.name='WebSocket']",
  "ImportExpression[source.value=/api-client$/]",
].map((selector) => ({ selector, message: apiCallMessage }));

/** The longest a product function may be, blank lines and comments not counted. */
export const MAX_FUNCTION_LINES = 120;

// Stand-in servers, test kits and the reliability harness are for tests only: product code that
// imported them would ship them, and could behave differently under test.
const testCode = {
  target: ["./src", "./server"],
  from: ["./test-support", "./reliability", "./e2e"],
  message:
    "Product code does not import test code (test-support/, reliability/, e2e/); only *.test.ts files do.",
};

export default tseslint.config(
  {
    ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "coverage"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: `${root}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layers }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...layers, ...serverLayers, testCode] },
      ],
    },
  },
  {
    // A function a reader cannot hold in view is split into named parts they can find.
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "kernel/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true },
      ],
    },
  },
  {
    // The contract is compiled for the browser and for Node alike.
    files: ["kernel/contract/**/*.ts"],
    ignores: ["kernel/contract/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod(/|$)|\\./)",
              message: "The contract imports zod and its own modules only (no React, DOM or Node).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "test-support/server/**/*.ts", "reliability/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/|^(\\.\\./)+(src|kernel)/",
              message:
                "The server imports the contract and the content as #contract/* and #content/*.",
            },
          ],
        },
      ],
    },
  },
  {
    // One spelling for the kernel, so every import of it reads the same and moves with it.
    files: ["src/**/*.{ts,tsx}", "e2e/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [kernelSpelling] }],
    },
  },
  {
    // The browser's one way to the API: a feature's (or a shared part's) api.ts calls it through
    // the API client, and the rest of the app calls those modules.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/api.ts", "src/lib/api-client.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      // Repeats the kernel's spelling: a file's one no-restricted-imports setting is its last.
      "no-restricted-imports": ["error", { patterns: [kernelSpelling, apiClientCalls] }],
      "no-restricted-syntax": ["error", ...apiCallSyntax],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The media generator is its own package with its own tsconfig; it shares no code with the site.
    files: ["tools/media/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../**", "@/**"],
              message: "tools/media is a separate package; keep its code inside tools/media.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
