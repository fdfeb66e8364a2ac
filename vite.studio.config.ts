import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vite";

// The staff console: a build of its own, run after the site's, so that none of its code shares a
// chunk with a public page or counts against their size budgets. It lands in dist/studio/.
export default defineConfig({
  root: fileURLToPath(new URL("./src/studio", import.meta.url)),
  base: "/studio/",
  publicDir: false,
  plugins: [react(), tailwindcss(), compression({ include: /\.(js|css)$/, threshold: 1024 })],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    target: "es2022",
    outDir: fileURLToPath(new URL("./dist/studio", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    // Fonts stay files: the console's CSP allows its own origin only.
    assetsInlineLimit: 0,
  },
});
