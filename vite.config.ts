import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { defineConfig, type Plugin } from "vitest/config";
import { site } from "./kernel/content/site";
import { firstLoadPlugin } from "./scripts/vite/first-load-plugin";
import { voiceAssetsCompression, voiceAssetsPlugin } from "./scripts/vite/voice-assets-plugin";

/** index.html names the studio (title, description) from kernel/content/site.ts. */
const siteNameInHtml: Plugin = {
  name: "site-name-in-html",
  transformIndexHtml: (html) => html.replaceAll("%SITE_NAME%", site.name),
};

/** A file of React Router's production build. */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router's package exports its development build only, whatever the mode (a known issue of
 * its version 7): development warnings checked at run time, and more code to fetch and run. Its
 * production build ships beside it, and the site's build takes that one.
 */
const reactRouterProduction: Plugin = {
  name: "react-router-production",
  apply: "build",
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
        { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction,
    tailwindcss(),
    siteNameInHtml,
    firstLoadPlugin({ loader: "src/app/first-load.ts" }),
    voiceAssetsPlugin(),
    // Every text file of the build also as .br (quality 11) and .gz (level 9), which the server
    // sends as they are: smaller than compressing on each request (brotli's quality 4 there), and
    // no work per request. index.html is left out: the server adds the runtime config to it and
    // compresses the result once, at start-up. Below 1 KB, compressing saves too little.
    compression({ include: /\.(m?js|css|svg|json|webmanifest|txt|xml)$/, threshold: 1024 }),
    voiceAssetsCompression(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  // The copyright year of prerendered markup, the same in the build's prerender and in the app.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: "es2022",
    // Hashed file names under /assets/ are what the server caches as immutable.
    assetsDir: "assets",
    // Small images may be inlined; fonts never are, as the CSP's font-src allows only 'self', nor
    // the generated pictures: each is one candidate of a srcset, which a browser may never pick,
    // and inlined it would weigh on every page that lists it.
    assetsInlineLimit: (file, content) =>
      !file.endsWith(".woff2") && !file.includes("/src/assets/media/") && content.length < 2048,
    rolldownOptions: {
      // Required by the chunk inlining below; the one entry, main.tsx, exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Without this a page waits for a dozen tiny shared chunks (an icon, a button) and on
          // HTTP/1.1 every request costs a round trip. Below 4 KB, a chunk is copied into the
          // pages that use it instead. The size is of the modules' source, comments included, so
          // a small rules file with its texts (reviews-rules, the API client) still counts as small.
          experimentalInlineCommonChunks: { maxSize: 4096 },
          // Everything the first screen needs in one chunk, not split by what pages share.
          groups: [
            { name: "app", tags: ["$initial"] },
            // The particle engine whole, the Container its `load()` imports included, so that
            // chunk is fetched and run with the engine's, in a step before the snow's container
            // is created rather than inside it.
            { name: "particles-engine", test: /node_modules[\\/]@tsparticles[\\/]engine[\\/]/ },
          ],
        },
        // The chunk holding main.tsx would be named after the checkout's folder: a fixed name keeps
        // the bytes of every import of it, and so the size budget, the same in any clone.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith("/src/main.tsx"))
            ? "assets/app-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8080", ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["test-support/web/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "reliability/**/*.test.ts", "kernel/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "tooling",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
