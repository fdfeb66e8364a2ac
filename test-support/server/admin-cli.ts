import type { CommandGroup } from "../../server/cli/command";
import { runAdmin } from "../../server/cli/dispatch";
import type { TestApp } from "./app";

/** Runs `npm run admin -- <argv>` on the test app's database, as the admin CLI dispatches it. */
export async function runAdminOn(
  testApp: Pick<TestApp, "database" | "config">,
  groups: Record<string, CommandGroup>,
  argv: string[],
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(
    groups,
    argv,
    { db: testApp.database.db, config: testApp.config, out: (text) => out.push(text) },
    (text) => err.push(text),
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}
