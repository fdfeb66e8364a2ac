import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test-support/server/app";
import { ENGINES, engineEnv } from "../../test-support/server/engines";
import {
  createPostgresDatabase,
  postgresUnavailableReason,
} from "../../test-support/server/postgres";
import { connectDatabase, type DatabaseConnection } from "./connect";
import { migrateToLatest } from "./migrate";
import * as formsAndOutbox from "./migrations/2026-11-22-001-forms-and-outbox";
import * as mailThrottle from "./migrations/2026-11-25-004-mail-throttle";

const MIGRATION = "2026-11-22-001-forms-and-outbox";
const NOW = "2026-11-22T10:00:00.000Z";
const postgresSkipReason = await postgresUnavailableReason();

/** The same checks on either engine: the schema must behave identically on both. */
function describeSchema(getDatabase: () => DatabaseConnection) {
  it("creates every table", async () => {
    const tables = await getDatabase().db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        "newsletter_subscribers",
        "contact_messages",
        "project_requests",
        "project_request_files",
        "mail_outbox",
        "mail_throttle",
      ]),
    );
  });

  it("applies nothing the second time", async () => {
    expect(await migrateToLatest(getDatabase())).toEqual([]);
  });

  it("round-trips a newsletter subscriber with increasing ids and a unique e-mail", async () => {
    const { db } = getDatabase();
    const row = {
      email: "ada@example.com",
      status: "pending" as const,
      created_at: NOW,
    };
    const first = await db
      .insertInto("newsletter_subscribers")
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      id: first.id,
      ...row,
      confirmed_at: null,
      confirmed_from: null,
      unsubscribed_at: null,
    });

    const second = await db
      .insertInto("newsletter_subscribers")
      .values({ ...row, email: "grace@example.com" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(second.id).toBeGreaterThan(first.id);

    await expect(db.insertInto("newsletter_subscribers").values(row).execute()).rejects.toThrow(
      /unique/i,
    );
  });

  it("rejects a status outside the allowed set", async () => {
    const { db } = getDatabase();
    await expect(
      sql`insert into newsletter_subscribers (email, status, created_at) values ('x@example.com', 'maybe', ${NOW})`.execute(
        db,
      ),
    ).rejects.toThrow(/check/i);
  });

  it("stores a contact message with is_spam defaulting to 0", async () => {
    const { db } = getDatabase();
    const message = await db
      .insertInto("contact_messages")
      .values({
        name: "Ada",
        email: "ada@example.com",
        subject: "Hi",
        message: "Hello",
        created_at: NOW,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ is_spam: 0, phone: null, company: null, ip: null });
  });

  it("deletes a project request's files with the request", async () => {
    const { db } = getDatabase();
    const request = await db
      .insertInto("project_requests")
      .values({
        customer_type: "startup",
        project_title: "Shop",
        name: "Ada",
        email: "ada@example.com",
        budget: 900,
        deadline: "2027-01-31",
        details: "A small online shop",
        created_at: NOW,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ budget: 900, deadline: "2027-01-31" });
    await db
      .insertInto("project_request_files")
      .values({
        request_id: request.id,
        original_name: "brief.pdf",
        stored_name: "0b5c.pdf",
        mime_type: "application/pdf",
        size_bytes: 1234,
        created_at: NOW,
      })
      .execute();

    await expect(
      db
        .insertInto("project_request_files")
        .values({
          request_id: request.id + 1000,
          original_name: "orphan.pdf",
          stored_name: "0b5d.pdf",
          mime_type: "application/pdf",
          size_bytes: 1,
          created_at: NOW,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);

    await db.deleteFrom("project_requests").where("id", "=", request.id).execute();
    const files = await db.selectFrom("project_request_files").selectAll().execute();
    expect(files).toEqual([]);
  });

  it("queues outbox mail as pending with no attempts", async () => {
    const { db } = getDatabase();
    const mail = await db
      .insertInto("mail_outbox")
      .values({
        kind: "newsletter-confirmation",
        to_address: "ada@example.com",
        subject: "Confirm",
        text_body: "Confirm please",
        html_body: "<p>Confirm please</p>",
        next_attempt_at: NOW,
        created_at: NOW,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ status: "pending", attempts: 0, sent_at: null, last_error: null });
  });
}

describe("migrations on SQLite", () => {
  let dataDir: string;
  let database: DatabaseConnection;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "site-migrate-"));
    database = connectDatabase({ DATA_DIR: join(dataDir, "nested"), DATABASE_URL: undefined });
    expect((await migrateToLatest(database))[0]).toBe(MIGRATION);
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("opens DATA_DIR/site.db with the WAL journal and foreign keys on", async () => {
    expect(database.engine).toBe("sqlite");
    const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
      database.db,
    );
    const { rows: foreignKeys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
      database.db,
    );
    expect(journal[0]?.journal_mode).toBe("wal");
    expect(foreignKeys[0]?.foreign_keys).toBe(1);
    const { rows: files } = await sql<{ file: string }>`pragma database_list`.execute(database.db);
    expect(files[0]?.file).toBe(join(dataDir, "nested", "site.db"));
  });

  describeSchema(() => database);

  it("names the failed migration and the reason", async () => {
    const otherDir = await mkdtemp(join(tmpdir(), "site-migrate-fail-"));
    const broken = connectDatabase({ DATA_DIR: otherDir, DATABASE_URL: undefined });
    try {
      await sql`create table mail_outbox (id integer)`.execute(broken.db);
      await expect(migrateToLatest(broken)).rejects.toThrow(
        `Database migration "${MIGRATION}" failed: table "mail_outbox" already exists`,
      );
    } finally {
      await broken.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(postgresSkipReason !== null)("migrations on PostgreSQL", () => {
  let drop: () => Promise<void>;
  let url: string;
  let database: DatabaseConnection;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    database = connectDatabase({ DATA_DIR: tmpdir(), DATABASE_URL: url });
    expect((await migrateToLatest(database))[0]).toBe(MIGRATION);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("connects to PostgreSQL", () => {
    expect(database.engine).toBe("postgres");
  });

  describeSchema(() => database);

  it("makes the app report ready", async () => {
    const { app, close } = await buildTestApp({ env: { DATABASE_URL: url } });
    try {
      const response = await app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ready" });
    } finally {
      await close();
    }
  });
});

describe.each(ENGINES)("the mail throttle migration on $engine", ({ engine, skip }) => {
  it.skipIf(skip)("moves the newsletter's last confirmation times into the throttle", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "site-migrate-throttle-"));
    const { env, drop } = await engineEnv(engine);
    const database = connectDatabase({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL });
    const db = database.db as Kysely<unknown>;
    try {
      await formsAndOutbox.up(db, engine);
      await sql`insert into newsletter_subscribers (email, status, created_at, last_confirmation_sent_at)
        values ('ada@example.com', 'pending', ${NOW}, ${NOW}),
               ('old@example.com', 'subscribed', ${NOW}, null)`.execute(db);
      await mailThrottle.up(db);

      expect(await database.db.selectFrom("mail_throttle").selectAll().execute()).toEqual([
        { kind: "newsletter-confirmation", to_address: "ada@example.com", last_queued_at: NOW },
      ]);
      const [subscriber] = await database.db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("email", "=", "ada@example.com")
        .execute();
      expect(subscriber && Object.keys(subscriber)).not.toContain("last_confirmation_sent_at");
    } finally {
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
