import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContactMessagesTable, Database } from "../../db/database";
import { insertRow } from "../../db/insert-row";

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export async function insertContactMessage(
  db: Kysely<Database>,
  message: Insertable<ContactMessagesTable>,
) {
  return insertRow(db, "contact_messages", message);
}

export async function listContactMessages(db: Kysely<Database>) {
  return db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
}

export async function findContactMessage(db: Kysely<Database>, id: number) {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}
