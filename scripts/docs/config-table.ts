// README's configuration table, built from server/config.ts: names and defaults come from the
// schema itself, each meaning from the one-line doc comment above the variable.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import ts from "typescript";
import { z } from "zod";
import { environmentSchema } from "../../server/config";

export const readmeFile = fileURLToPath(new URL("../../README.md", import.meta.url));
const configFile = fileURLToPath(new URL("../../server/config.ts", import.meta.url));

const START = "<!-- config:start -->";
const END = "<!-- config:end -->";
/** Longer defaults are stated in the meaning column, so the table stays narrow. */
const LONGEST_DEFAULT = 30;

/** The environment schema and the source text that declares it (`configSchema = z.object({...})`). */
export type ConfigSource = { schema: z.ZodObject; source: string };

/** The doc comment above each property of the `configSchema` object literal, by variable name. */
function meanings(source: string): Map<string, string> {
  const file = ts.createSourceFile("config.ts", source, ts.ScriptTarget.Latest, true);
  let fields: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(file) === "configSchema" &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.arguments[0] &&
      ts.isObjectLiteralExpression(node.initializer.arguments[0])
    )
      fields = node.initializer.arguments[0];
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!fields) throw new Error("server/config.ts declares no `configSchema = z.object({...})`");
  const result = new Map<string, string>();
  for (const field of fields.properties) {
    const text = ts
      .getJSDocCommentsAndTags(field)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\.$/, "");
    if (field.name && text) result.set(field.name.getText(file), text);
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

/** The Markdown table, formatted as Prettier formats README.md. */
export async function configTable({ schema, source }: ConfigSource): Promise<string> {
  const meaningOf = meanings(source);
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
  const options = await resolveConfig(readmeFile);
  return format(table, { ...options, parser: "markdown" });
}

/** README text with the table between its markers replaced. */
export function withConfigTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n${readme.slice(end)}`;
}

/** README.md as `npm run docs:config` writes it from the current server/config.ts. */
export async function currentReadme(): Promise<{ written: string; generated: string }> {
  const [written, source] = await Promise.all([
    readFile(readmeFile, "utf8"),
    readFile(configFile, "utf8"),
  ]);
  const table = await configTable({ schema: environmentSchema, source });
  return { written, generated: withConfigTable(written, table) };
}
