import { describe, expect, it } from "vitest";
import { deadPaths, documentFiles, headingAnchors, namedPaths, repositoryRoot } from "./doc-paths";

const topLevel = new Set(["src", "server", "docs", "deploy", "package.json", ".ci"]);
const paths = (text: string, document = "README.md") =>
  namedPaths(text, document, topLevel).map(({ path, anchor }) =>
    anchor ? `${path}#${anchor}` : path,
  );

describe("paths named by the documentation", () => {
  it("are code spans starting with a top-level name, and link targets", () => {
    const text = [
      "The route is in `server/modules/contact/routes.ts`, helpers in `src/lib/` and `.ci/run`;",
      "see [the AI call](docs/ai-call.md#real-calls), `package.json` and `deploy/nginx.conf:12`.",
      "[back](../README.md) from [a page](configuration.md), [here](#top)",
      "[ref]: benchmarks.md",
    ].join("\n");
    // Per line, the link targets come first, then the code spans.
    expect(paths(text.split("\n").slice(0, 2).join("\n"))).toEqual([
      "server/modules/contact/routes.ts",
      "src/lib/",
      ".ci/run",
      "docs/ai-call.md#real-calls",
      "package.json",
      "deploy/nginx.conf",
    ]);
    expect(paths(text.split("\n").slice(2).join("\n"), "docs/reliability.md")).toEqual([
      "README.md",
      "docs/configuration.md",
      "#top",
      "docs/benchmarks.md",
    ]);
  });

  it("leave out URLs, variables, commands, globs, placeholders and fenced code", () => {
    const text = [
      "`/api/contact`, `DATA_DIR/uploads`, `REDIS_URL`, `npm run docs:config`, `**/*.test.ts`,",
      "`server/modules/<name>/`, `src/features/...`, `lib/utils.ts`, [site](https://example.com)",
      "```sh",
      "cat `server/missing.ts` docs/missing.md",
      "```",
    ].join("\n");
    expect(paths(text)).toEqual([]);
  });

  it("give GitHub's heading anchors", () => {
    const anchors = headingAnchors(
      "# Attacks tried, and what gets through\n## `npm test`\n## A\n## A",
    );
    expect([...anchors]).toEqual(["attacks-tried-and-what-gets-through", "npm-test", "a", "a-1"]);
  });

  it("all exist in the repository", () => {
    const documents = documentFiles(repositoryRoot);
    expect(documents).toContain("README.md");
    expect(documents.some((name) => name.startsWith("docs/decisions/"))).toBe(true);
    expect(
      deadPaths(repositoryRoot, documents),
      "paths named in the docs that do not exist",
    ).toEqual([]);
  });
});
