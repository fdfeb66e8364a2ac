import type { Kysely } from "kysely";
import type { Database } from "../db/database";
import type { Action } from "./command";
import { formatCsv } from "../csv";
import { formatTable } from "./format";

type Rows<Row> = (db: Kysely<Database>) => Promise<Row[]>;

/**
 * `list`: every row as a table of `columns`; `shown` adds the columns a row lacks, such as a spam
 * marker or a masked phone number.
 */
export function listAction<Row extends Record<string, unknown>>(action: {
  description: string;
  rows: Rows<Row>;
  columns: string[];
  shown?: (row: Row) => Record<string, unknown>;
}): Action {
  const shown = action.shown ?? ((row: Row) => row);
  return {
    args: "",
    description: action.description,
    run: async ({ db, out }) => {
      out(formatTable((await action.rows(db)).map(shown), action.columns));
    },
  };
}

/** `export`: every row as CSV on stdout, the stored columns as they are. */
export function exportAction<Row extends Record<string, unknown>>(action: {
  description: string;
  rows: Rows<Row>;
  columns: string[];
}): Action {
  return {
    args: "",
    description: action.description,
    run: async ({ db, out }) => {
      out(formatCsv(await action.rows(db), action.columns));
    },
  };
}
