import type { Kysely } from "kysely";
import type { Database } from "../db/database";
import { CommandError, parseId, type Action } from "./command";
import { formatRecord } from "./format";

type Fields = [label: string, value: unknown][];

/**
 * `show ID`: the record with that id as labelled fields (`fields` may read more, such as a
 * request's attachments); an unknown id is a command error saying `missing(id)`.
 */
export function showAction<Row>(action: {
  description: string;
  find: (db: Kysely<Database>, id: number) => Promise<Row | undefined>;
  missing: (id: string) => string;
  fields: (row: Row, db: Kysely<Database>) => Fields | Promise<Fields>;
}): Action {
  return {
    args: "ID",
    description: action.description,
    run: async ({ db, out }, [id = ""]) => {
      const row = await action.find(db, parseId(id));
      if (!row) throw new CommandError(action.missing(id));
      out(formatRecord(await action.fields(row, db)));
    },
  };
}
