import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { terminalCallStatuses } from "#contract/ai-call-rules";
import type { InboxKind, ItemState } from "#contract/studio-rules";
import type { Database } from "../../../db/database";

interface SourceRow {
  kind: string;
  item_id: number;
  title: string;
  who: string;
  created_at: string;
}

type Source = (db: Kysely<Database>) => SelectQueryBuilder<Database, keyof Database, SourceRow>;

const kindLiteral = (kind: InboxKind) => sql<string>`cast(${sql.lit(kind)} as text)`.as("kind");

// Each inbox kind is a query over its own table, in the same five columns.
const sources: Record<InboxKind, Source> = {
  contact: (db) =>
    db
      .selectFrom("contact_messages")
      .select([
        kindLiteral("contact"),
        "id as item_id",
        "subject as title",
        "name as who",
        "created_at",
      ]),
  request: (db) =>
    db
      .selectFrom("project_requests")
      .select([
        kindLiteral("request"),
        "id as item_id",
        "project_title as title",
        "name as who",
        "created_at",
      ]),
  call: (db) =>
    db
      .selectFrom("ai_calls")
      .select([
        kindLiteral("call"),
        "id as item_id",
        "instruction as title",
        "to_number as who",
        "created_at",
      ])
      .where("status", "in", [...terminalCallStatuses]),
  review: (db) =>
    db
      .selectFrom("reviews")
      .select([kindLiteral("review"), "id as item_id", "title", "name as who", "created_at"])
      .where((where) => where.or([where("report_count", ">", 0), where("status", "=", "hidden")])),
  mail: (db) =>
    db
      .selectFrom("mail_outbox")
      .select([
        kindLiteral("mail"),
        "id as item_id",
        "subject as title",
        "to_address as who",
        "created_at",
      ])
      .where("status", "=", "failed"),
} as Record<InboxKind, Source>;

export interface InboxFilter {
  kinds: readonly InboxKind[];
  state?: ItemState;
  search?: string;
  operatorId: number;
  limit: number;
  offset: number;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the inbox, newest first, with each item's state and the operator's read mark. */
export async function listInboxItems(db: Kysely<Database>, filter: InboxFilter) {
  const [first, ...rest] = filter.kinds.map((kind) => sources[kind](db));
  if (!first) return [];
  const items = rest.reduce((union, source) => union.unionAll(source), first);
  let query = db
    .selectFrom(items.as("item"))
    .leftJoin("studio_item_states as state", (join) =>
      join.onRef("state.kind", "=", "item.kind").onRef("state.item_id", "=", "item.item_id"),
    )
    .leftJoin("studio_item_reads as read", (join) =>
      join
        .onRef("read.kind", "=", "item.kind")
        .onRef("read.item_id", "=", "item.item_id")
        .on("read.operator_id", "=", filter.operatorId),
    )
    .select([
      "item.kind",
      "item.item_id",
      "item.title",
      "item.who",
      "item.created_at",
      "state.state",
      "state.handled_by",
      "read.read_at",
    ]);
  if (filter.state) {
    query = query.where(sql`coalesce(state.state, 'new')`, "=", filter.state);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((where) =>
      where.or([
        where(sql`lower(item.title)`, "like", sql<string>`${pattern} escape '\\'`),
        where(sql`lower(item.who)`, "like", sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  return query
    .orderBy("item.created_at", "desc")
    .orderBy("item.item_id", "desc")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function findItemState(db: Kysely<Database>, kind: InboxKind, id: number) {
  return db
    .selectFrom("studio_item_states")
    .select(["state", "handled_by"])
    .where("kind", "=", kind)
    .where("item_id", "=", id)
    .executeTakeFirst();
}

export async function saveItemState(
  db: Kysely<Database>,
  row: {
    kind: InboxKind;
    item_id: number;
    state: ItemState;
    handled_by: string;
    updated_at: string;
  },
): Promise<void> {
  await db
    .insertInto("studio_item_states")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["kind", "item_id"]).doUpdateSet({
        state: row.state,
        handled_by: row.handled_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function markItemRead(
  db: Kysely<Database>,
  row: { operator_id: number; kind: InboxKind; item_id: number; read_at: string },
): Promise<void> {
  await db
    .insertInto("studio_item_reads")
    .values(row)
    .onConflict((conflict) => conflict.columns(["operator_id", "kind", "item_id"]).doNothing())
    .execute();
}
