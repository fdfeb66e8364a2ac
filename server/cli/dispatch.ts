import { CommandError, UsageError, type CommandContext, type CommandGroup } from "./command";

function usage(groups: Record<string, CommandGroup>): string {
  const lines = ["Usage: npm run admin -- <group> <action> [arguments]", ""];
  for (const [groupName, group] of Object.entries(groups)) {
    lines.push(`${groupName}: ${group.description}`);
    for (const [actionName, action] of Object.entries(group.actions)) {
      const call = [groupName, actionName, action.args].filter(Boolean).join(" ");
      lines.push(`  ${call.padEnd(36)} ${action.description}`);
    }
  }
  return lines.join("\n");
}

/**
 * Runs `<group> <action> [args]` against the groups; resolves with the exit code. Usage
 * mistakes print the usage to `err` (code 2); other errors propagate.
 */
export async function runAdmin(
  groups: Record<string, CommandGroup>,
  argv: string[],
  context: CommandContext,
  err: (text: string) => void,
): Promise<number> {
  const [groupName, actionName, ...args] = argv;
  if (!groupName) {
    err(usage(groups));
    return 2;
  }
  if (groupName === "help" || groupName === "--help") {
    context.out(usage(groups));
    return 0;
  }
  const action = groups[groupName]?.actions[actionName ?? ""];
  if (!action) {
    err(`Unknown command "${[groupName, actionName].filter(Boolean).join(" ")}"\n`);
    err(usage(groups));
    return 2;
  }
  try {
    await action.run(context, args);
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      err(error.message);
      return 1;
    }
    if (!(error instanceof UsageError)) throw error;
    err(
      `${error.message}\nUsage: npm run admin -- ${groupName} ${actionName} ${action.args}`.trimEnd(),
    );
    return 2;
  }
}
