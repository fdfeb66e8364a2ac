import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { MAX_FUNCTION_LINES } from "../../eslint.config.js";

const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)) });

/** A function of `lines` statements, with blank lines and comments between that do not count. */
function functionOf(lines: number): string {
  const body = Array.from({ length: lines }, (_, n) => `  total += ${n};\n\n  // step ${n}`);
  return `export function sum(): number {\n  let total = 0;\n${body.join("\n")}\n  return total;\n}\n`;
}

async function lengthMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter(({ ruleId }) => ruleId === "max-lines-per-function");
}

describe("function length", () => {
  it(`refuses a product function over ${MAX_FUNCTION_LINES} lines, in the app, the server and the kernel`, async () => {
    const long = functionOf(MAX_FUNCTION_LINES);
    for (const file of [
      "src/lib/sum.ts",
      "server/modules/contact/sum.ts",
      "kernel/content/sum.ts",
    ]) {
      expect(await lengthMessages(file, long), file).toHaveLength(1);
    }
  });

  it("takes one at the limit, counting neither blank lines nor comments, and any length in tests", async () => {
    // The declaration, `let`, the statements, `return` and the closing brace.
    expect(await lengthMessages("src/lib/sum.ts", functionOf(MAX_FUNCTION_LINES - 4))).toEqual([]);
    const long = functionOf(MAX_FUNCTION_LINES);
    expect(await lengthMessages("src/lib/sum.test.ts", long)).toEqual([]);
  });
});
