import { invitationSchema } from "#contract/studio";
import { COMMAND_LINE_ACTOR } from "../../modules/studio/audit/audit-log";
import {
  INVITATION_VALID_MS,
  inviteOperator,
  operators,
  removeOperator,
} from "../../modules/studio/operators/operator-service";
import { parseId, UsageError, type CommandGroup } from "../command";
import { formatTable } from "../format";

export const operatorsCommands: CommandGroup = {
  description: "staff who may use the studio console at /studio/, signed in with passkeys",
  actions: {
    invite: {
      args: "NAME EMAIL",
      description: `print a one-time link (valid ${INVITATION_VALID_MS / 60_000} minutes) to register a passkey`,
      run: async ({ db, config, out }, [name, email]) => {
        const parsed = invitationSchema.safeParse({ name, email });
        if (!parsed.success) {
          throw new UsageError(parsed.error.issues.map((issue) => issue.message).join("; "));
        }
        const { link, expiresAt } = await inviteOperator(
          db,
          config,
          parsed.data,
          COMMAND_LINE_ACTOR,
        );
        out(
          `Invitation for ${parsed.data.name} <${parsed.data.email}>, usable once until ${expiresAt}:`,
        );
        out(link);
      },
    },
    list: {
      args: "",
      description: "list every operator with how many passkeys they hold",
      run: async ({ db, out }) => {
        out(formatTable(await operators(db), ["id", "name", "email", "createdAt", "passkeys"]));
      },
    },
    remove: {
      args: "ID",
      description: "remove an operator: their passkeys and sessions stop working at once",
      run: async ({ db, out }, [id]) => {
        await removeOperator(db, parseId(id), COMMAND_LINE_ACTOR);
        out(`Removed operator #${id}`);
      },
    },
  },
};
