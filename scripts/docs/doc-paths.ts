// The repository paths the documentation names, so a test can check each still exists. A path is
// named in a code span (`server/modules/contact/`) or as a link target ([text](docs/ai-call.md)).
// A code span counts as a path only when it is one word starting with a top-level file or folder
// of the repository: URLs (/api/contact), variables (DATA_DIR/uploads), commands (npm run fuzz),
// globs (reliability/*.test.ts) and placeholders (server/modules/<name>/) are left alone, and so
// are fenced code blocks (shell examples). A former location, in a decision record, is written as
// plain text, not as a path.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";

/** One path a document names, with the line that names it. */
export type NamedPath = { line: number; path: string; anchor?: string };

/** Markdown files that document the repository: README.md and everything under docs/. */
export function documentFiles(root: string): string[] {
  const docs = readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => posix.join("docs", name.split("\\").join("/")));
  return ["README.md", ...docs.sort()];
}

/** First segments of the repository's files, tracked or new (ignored ones, like dist/, left out). */
export function topLevelNames(root: string): Set<string> {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set(files.split("\n").flatMap((file) => (file ? [firstSegment(file)] : [])));
}

/** The text with fenced code blocks blanked, line numbers kept. */
function withoutFences(text: string): string {
  let fenced = false;
  return text
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line;
    })
    .join("\n");
}

const placeholder = /[*<>{}]|\.\.\.|…/;

const firstSegment = (path: string) => path.split("/", 1)[0] ?? "";

/** A code span's text as a repository path, or undefined when it is something else. */
function codeSpanPath(span: string, topLevel: Set<string>): string | undefined {
  const text = span.trim().replace(/^\.\//, "");
  if (!text || /\s/.test(text) || placeholder.test(text)) return undefined;
  // A line reference such as server/app.ts:42 names the file.
  const path = text.replace(/:\d+(-\d+)?$/, "");
  return topLevel.has(firstSegment(path)) ? path : undefined;
}

/** A link target as a path from the repository root, or undefined when it leaves the repository. */
function linkPath(target: string, documentDir: string): NamedPath | undefined {
  const [file = "", anchor] = target.trim().split("#", 2);
  if (/^[a-z][a-z+.-]*:/i.test(file) || placeholder.test(file)) return undefined;
  const path = !file
    ? undefined
    : file.startsWith("/")
      ? file.slice(1)
      : posix.normalize(posix.join(documentDir, file));
  return { line: 0, path: path ?? "", ...(anchor ? { anchor } : {}) };
}

/**
 * Every repository path a document names. `document` is its path from the root (for relative
 * links); a link to a heading of the same file has an empty path and its anchor.
 */
export function namedPaths(text: string, document: string, topLevel: Set<string>): NamedPath[] {
  const documentDir = posix.dirname(document);
  const result: NamedPath[] = [];
  withoutFences(text)
    .split("\n")
    .forEach((line, index) => {
      // A reference definition ([name]: target) is a link target too.
      const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
      const named = definition?.[1] ? linkPath(definition[1], documentDir) : undefined;
      if (named) result.push({ ...named, line: index + 1 });
      // Links first, then code spans with the links' targets taken out of the line.
      const rest = line.replace(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, target: string) => {
        const named = linkPath(target, documentDir);
        if (named) result.push({ ...named, line: index + 1 });
        return "]";
      });
      for (const [, , span = ""] of rest.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
        const path = codeSpanPath(span, topLevel);
        if (path) result.push({ line: index + 1, path });
      }
    });
  return result;
}

/** GitHub's anchors for the headings of a Markdown text. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split("\n")) {
    const title = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (title === undefined) continue;
    const slug = title
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** Paths (and headings of linked Markdown files) the documents name that do not exist. */
export function deadPaths(root: string, documents = documentFiles(root)): string[] {
  const topLevel = topLevelNames(root);
  const dead: string[] = [];
  for (const document of documents) {
    const text = readFileSync(join(root, document), "utf8");
    for (const { line, path, anchor } of namedPaths(text, document, topLevel)) {
      const where = `${document}:${line}`;
      const target = path || document;
      const absolute = join(root, target);
      if (relative(root, absolute).startsWith("..") || !existsSync(absolute)) {
        dead.push(`${where} ${path}`);
      } else if (anchor && target.endsWith(".md")) {
        const anchors = headingAnchors(readFileSync(absolute, "utf8"));
        if (!anchors.has(anchor)) dead.push(`${where} ${path}#${anchor}`);
      }
    }
  }
  return dead;
}

/** The repository root, two folders above this file. */
export const repositoryRoot = dirname(dirname(import.meta.dirname));
