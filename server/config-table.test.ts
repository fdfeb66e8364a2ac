import { describe, expect, it } from "vitest";
import { z } from "zod";
import { configTable, currentConfigurationDoc } from "../scripts/docs/config-table";

describe("the configuration table of docs/configuration.md", () => {
  it("is the one server/config.ts generates", async () => {
    const { written, generated } = await currentConfigurationDoc();
    // Line by line, so a failure shows the rows that differ.
    expect(
      written.split("\n"),
      "docs/configuration.md is out of date: run `npm run docs:config`",
    ).toEqual(generated.split("\n"));
  });

  const source = `
    const configSchema = z.object({
      /** Where the app runs. */
      NODE_ENV: 0,
      /** Optional address. */
      URL: 0,
      /** Hosts, comma | separated. */
      HOSTS: 0,
      /** Sender of mail. */
      FROM: 0,
      /** Signing key;
       * required in production. */
      KEY: 0,
      /** Port. */
      PORT: 0,
    });`;
  const schema = z
    .object({
      NODE_ENV: z.enum(["development", "production"]).default("development"),
      URL: z.url().optional(),
      HOSTS: z
        .string()
        .default("")
        .transform((list) => list.split(",")),
      FROM: z.string().default("A long sender name <mail@example.com>"),
      KEY: z.string().default("dev"),
      PORT: z.coerce.number().default(8080),
    })
    .superRefine((config, context) => {
      if (config.NODE_ENV === "production" && config.KEY === "dev")
        context.addIssue({ code: "custom", path: ["KEY"], message: "must be set" });
    });

  it("states each kind of default in words the reader understands", async () => {
    const rows = (await configTable({ schema, sources: [source] }))
      .trim()
      .split("\n")
      .map((line) => line.replace(/ +/g, " ").replace(/-{3,}/g, "---"));
    expect(rows).toEqual([
      "| variable | default | meaning |",
      "| --- | --- | --- |",
      "| `NODE_ENV` | `development` | Where the app runs |",
      "| `URL` | unset | Optional address |",
      "| `HOSTS` | empty | Hosts, comma \\| separated |",
      "| `FROM` | see meaning | Sender of mail; the default is `A long sender name <mail@example.com>` |",
      "| `KEY` | development value | Signing key; required in production |",
      "| `PORT` | `8080` | Port |",
    ]);
  });

  it("refuses a variable documented in two places", async () => {
    const twice = `const more = {\n  /** Port again. */\n  PORT: 0,\n};`;
    await expect(configTable({ schema, sources: [source, twice] })).rejects.toThrow(
      "PORT: documented twice; declare it in one place",
    );
  });

  it("refuses a variable without a doc comment", async () => {
    const extended = schema.extend({ EXTRA: z.string().default("x") });
    await expect(configTable({ schema: extended, sources: [source] })).rejects.toThrow(
      "EXTRA: add a one-line /** ... */ comment above it",
    );
  });
});
