// The configuration table of docs/configuration.md, built from server/config.ts: names, order and
// defaults come from the schema itself, each meaning from the one-line doc comment above the
// variable in its area's file under server/config/.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import ts from "typescript";
import { z } from "zod";
import { environmentSchema } from "../../server/config";

export const configurationFile = fileURLToPath(
  new URL("../../docs/configuration.md", import.meta.url),
);
const areasDirectory = fileURLToPath(new URL("../../server/config/", import.meta.url));

const START = "<!-- config:start -->";
const END = "<!-- config:end -->";
/** Longer defaults are stated in the meaning column, so the table stays narrow. */
const LONGEST_DEFAULT = 30;

/** The environment schema and the source texts of the object literals that declare its variables. */
export type ConfigSource = { schema: z.ZodObject; sources: string[] };

/** The doc comment above each property of an object literal in the sources, by property name. */
function meanings(sources: string[]): Map<string, string> {
  const result = new Map<string, string>();
  const record = (field: ts.ObjectLiteralElementLike, file: ts.SourceFile) => {
    const text = ts
      .getJSDocCommentsAndTags(field)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\.$/, "");
    if (!field.name || !text) return;
    const name = field.name.getText(file);
    if (result.has(name)) throw new Error(`${name}: documented twice; declare it in one place`);
    result.set(name, text);
  };
  for (const source of sources) {
    const file = ts.createSourceFile("config.ts", source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node))
        for (const field of node.properties) record(field, file);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return result;
}

/** The value a variable takes when it is not set; undefined when it then stays unset. */
function defaultValue(name: string, schema: z.core.$ZodType): unknown {
  if (schema instanceof z.ZodDefault) return schema.def.defaultValue;
  if (schema instanceof z.ZodPipe) return defaultValue(name, schema.in);
  if (schema instanceof z.ZodOptional) return undefined;
  throw new Error(`${name}: give it a .default(...) or make it .optional()`);
}

/** Variables whose default the schema refuses in production: they stand in for development. */
function refusedInProduction(schema: z.ZodObject): Set<string> {
  const result = schema.safeParse({ NODE_ENV: "production" });
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}

const cell = (text: string) => text.replaceAll("|", "\\|");

/** The Markdown table, formatted as Prettier formats docs/configuration.md. */
export async function configTable({ schema, sources }: ConfigSource): Promise<string> {
  const meaningOf = meanings(sources);
  const developmentOnly = refusedInProduction(schema);
  const rows = Object.entries(schema.shape).map(([name, field]) => {
    const meaning = meaningOf.get(name);
    if (!meaning) throw new Error(`${name}: add a one-line /** ... */ comment above it`);
    const value = defaultValue(name, field);
    const code = `\`${String(value)}\``;
    const [shown, note] =
      value === undefined
        ? ["unset"]
        : developmentOnly.has(name)
          ? ["development value"]
          : value === ""
            ? ["empty"]
            : code.length > LONGEST_DEFAULT
              ? ["see meaning", `the default is ${code}`]
              : [code];
    return `| \`${name}\` | ${cell(shown)} | ${cell(note ? `${meaning}; ${note}` : meaning)} |`;
  });
  const table = ["| variable | default | meaning |", "| --- | --- | --- |", ...rows].join("\n");
  const options = await resolveConfig(configurationFile);
  return format(table, { ...options, parser: "markdown" });
}

/** The document's text with the table between its markers replaced. */
export function withConfigTable(document: string, table: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`docs/configuration.md needs the markers ${START} and ${END}`);
  }
  return `${document.slice(0, start + START.length)}\n\n${table}\n${document.slice(end)}`;
}

/** The sources of server/config/, where each area declares its variables. */
async function areaSources(): Promise<string[]> {
  const names = (await readdir(areasDirectory)).filter(
    (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
  );
  return Promise.all(names.sort().map((name) => readFile(areasDirectory + name, "utf8")));
}

/** docs/configuration.md as `npm run docs:config` writes it from the current server/config.ts. */
export async function currentConfigurationDoc(): Promise<{ written: string; generated: string }> {
  const [written, sources] = await Promise.all([
    readFile(configurationFile, "utf8"),
    areaSources(),
  ]);
  const table = await configTable({ schema: environmentSchema, sources });
  return { written, generated: withConfigTable(written, table) };
}
