import type { Kysely } from "kysely";
import type { InboxItem, ItemDetail } from "#contract/studio";
import {
  INBOX_KINDS,
  INBOX_KIND_LABELS,
  INBOX_PAGE_SIZE,
  ITEM_STATE_LABELS,
  type InboxKind,
  type ItemState,
} from "#contract/studio-rules";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { maskPhoneNumber } from "../../ai-call/calls/phone-numbers";
import { storedAttachmentPath } from "../../project-requests/uploads-dir";
import { readAuditLog, recordAction, withAuditEntry, type Actor } from "../audit/audit-log";
import { findItemState, listInboxItems, markItemRead, saveItemState } from "./inbox-repository";
import { itemFinders } from "./item-records";

/** The history shown on an item's page; older entries stay in the audit log. */
const HISTORY_LENGTH = 100;

export interface InboxQueryInput {
  kind?: InboxKind;
  state?: ItemState;
  q?: string;
  page: number;
}

function shownWho(kind: string, who: string): string {
  return kind === "call" ? maskPhoneNumber(who) : who;
}

/** One page of the inbox for the operator, newest first. */
export async function inboxPage(
  db: Kysely<Database>,
  operatorId: number,
  query: InboxQueryInput,
): Promise<{ items: InboxItem[]; hasMore: boolean }> {
  const rows = await listInboxItems(db, {
    kinds: query.kind ? [query.kind] : INBOX_KINDS,
    state: query.state,
    search: query.q || undefined,
    operatorId,
    // One more than a page tells whether another page follows.
    limit: INBOX_PAGE_SIZE + 1,
    offset: (query.page - 1) * INBOX_PAGE_SIZE,
  });
  return {
    items: rows.slice(0, INBOX_PAGE_SIZE).map((row) => ({
      kind: row.kind as InboxKind,
      id: Number(row.item_id),
      title: row.title,
      who: shownWho(row.kind, row.who),
      createdAt: row.created_at,
      state: row.state ?? "new",
      handledBy: row.handled_by ?? null,
      unread: row.read_at === null,
    })),
    hasMore: rows.length > INBOX_PAGE_SIZE,
  };
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

async function findItem(db: Kysely<Database>, kind: InboxKind, id: number) {
  const found = await itemFinders[kind](db, id);
  if (!found) throw new Refusal("not-found", `No ${INBOX_KIND_LABELS[kind].toLowerCase()} #${id}`);
  return found;
}

/** Everything stored about one item, its state and its history; the operator has now read it. */
export async function itemDetail(
  db: Kysely<Database>,
  operatorId: number,
  kind: InboxKind,
  id: number,
  now = new Date(),
): Promise<ItemDetail> {
  const { title, who, createdAt, record, files } = await findItem(db, kind, id);
  await markItemRead(db, {
    operator_id: operatorId,
    kind,
    item_id: id,
    read_at: now.toISOString(),
  });
  const state = await findItemState(db, kind, id);
  return {
    item: {
      kind,
      id,
      title,
      who,
      createdAt,
      state: state?.state ?? "new",
      handledBy: state?.handled_by ?? null,
      unread: false,
    },
    fields: record.map(([label, fieldValue]) => ({ label, value: text(fieldValue) })),
    attachments: files.map((file) => ({
      id: file.id,
      name: file.original_name,
      type: file.mime_type,
      sizeBytes: file.size_bytes,
    })),
    history: await readAuditLog(db, { item: { kind, id }, limit: HISTORY_LENGTH }),
  };
}

/** Moves an item to a state, noting who did it, in the item's history and the audit log. */
export async function changeItemState(
  db: Kysely<Database>,
  actor: Actor,
  kind: InboxKind,
  id: number,
  state: ItemState,
  now = new Date(),
): Promise<void> {
  await findItem(db, kind, id);
  await withAuditEntry(
    db,
    actor,
    (trx) =>
      saveItemState(trx, {
        kind,
        item_id: id,
        state,
        handled_by: actor.name,
        updated_at: now.toISOString(),
      }),
    { action: `marked ${ITEM_STATE_LABELS[state].toLowerCase()}`, item: { kind, id } },
    now,
  );
}

/** A project request's attachment for download, its reading noted in the audit log. */
export async function attachmentForDownload(
  db: Kysely<Database>,
  config: Pick<Config, "DATA_DIR">,
  actor: Actor,
  requestId: number,
  fileId: number,
  now = new Date(),
): Promise<{ path: string; name: string }> {
  const { files } = await findItem(db, "request", requestId);
  const file = files.find((candidate) => candidate.id === fileId);
  if (!file) throw new Refusal("not-found", "No such attachment");
  await recordAction(
    db,
    actor,
    {
      action: "downloaded an attachment",
      item: { kind: "request", id: requestId },
      detail: file.original_name,
    },
    now,
  );
  // The stored name is random and the server's own: the visitor's name never reaches the path.
  return {
    path: storedAttachmentPath(config.DATA_DIR, file.stored_name),
    name: file.original_name,
  };
}
