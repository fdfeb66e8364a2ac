import type { Kysely, Selectable } from "kysely";
import type { Database, NewsletterSubscribersTable } from "../../db/database";

export type Subscriber = Selectable<NewsletterSubscribersTable>;

export async function findSubscriber(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Inserts a pending subscriber; false when the address already exists (a concurrent sign-up). */
export async function insertPendingSubscriber(db: Kysely<Database>, email: string, now: Date) {
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({ email, status: "pending", created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Makes an unsubscribed address pending again, waiting for a new confirmation. */
export async function reopenSubscriber(db: Kysely<Database>, id: number) {
  await db
    .updateTable("newsletter_subscribers")
    .set({ status: "pending" })
    .where("id", "=", id)
    .where("status", "=", "unsubscribed")
    .execute();
}

/** Confirms a pending subscriber from the client `from` (its address key); false when not pending. */
export async function confirmSubscriber(
  db: Kysely<Database>,
  email: string,
  from: string,
  now: Date,
) {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({
      status: "subscribed",
      confirmed_at: now.toISOString(),
      confirmed_from: from,
      unsubscribed_at: null,
    })
    .where("email", "=", email)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function unsubscribeSubscriber(db: Kysely<Database>, email: string, now: Date) {
  await db
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("email", "=", email)
    .where("status", "!=", "unsubscribed")
    .execute();
}

/**
 * Counts one confirmation mail against `network`'s quota for `day`; false when the quota is used
 * up. The claim is one statement on the network's row, so sign-ups at once on any server cannot
 * both take the last one. Rows of earlier days are dropped on the way.
 */
export async function claimNetworkConfirmation(
  db: Kysely<Database>,
  network: string,
  day: string,
  quota: number,
) {
  await db.deleteFrom("newsletter_network_quota").where("day", "<", day).execute();
  const claim = await db
    .insertInto("newsletter_network_quota")
    .values({ network, day, mails: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["network", "day"])
        .doUpdateSet((update) => ({ mails: update("newsletter_network_quota.mails", "+", 1) }))
        .where("newsletter_network_quota.mails", "<", quota),
    )
    .executeTakeFirst();
  return Number(claim.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function listSubscribers(db: Kysely<Database>, status?: Subscriber["status"]) {
  let query = db.selectFrom("newsletter_subscribers").selectAll().orderBy("id");
  if (status) query = query.where("status", "=", status);
  return query.execute();
}
