import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { ENGINES, engineEnv } from "../../../test-support/server/engines";
import { connectDatabase } from "../connect";
import * as helpfulOncePerAddress from "./2026-11-25-001-helpful-once-per-address";
import * as reviews from "./2026-11-23-003-reviews";

const EARLY = "2026-11-24T10:00:00.000Z";
const LATE = "2026-11-24T11:00:00.000Z";

describe.each(ENGINES)("one Helpful per address, applied on $engine", ({ engine, skip }) => {
  it.skipIf(skip)(
    "keeps each address's first Helpful and every report, then refuses a second Helpful from one address",
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "site-migration-"));
      const setup = await engineEnv(engine);
      const database = connectDatabase({
        DATA_DIR: dataDir,
        DATABASE_URL: setup.env.DATABASE_URL,
      });
      const { db } = database;
      try {
        // The schema as the migrations before this one left it, with votes given under it.
        await reviews.up(db as unknown as Kysely<unknown>, engine);
        const { id } = await db
          .insertInto("reviews")
          .values({
            name: "Client",
            email_normalised: "client@example.com",
            title: "Good",
            description: "A review with votes.",
            rating: 5,
            created_at: EARLY,
            helpful_count: 5,
            report_count: 2,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const vote = (visitor_id: string, kind: "helpful" | "report", ip: string, at: string) => ({
          review_id: id,
          visitor_id,
          kind,
          ip,
          created_at: at,
        });
        await db
          .insertInto("review_votes")
          .values([
            vote("made-up-2", "helpful", "198.51.100.1", LATE),
            vote("made-up-1", "helpful", "198.51.100.1", EARLY),
            vote("made-up-0", "helpful", "198.51.100.1", EARLY),
            vote("made-up-3", "helpful", "198.51.100.1", LATE),
            vote("neighbour", "helpful", "198.51.100.2", LATE),
            vote("made-up-1", "report", "198.51.100.1", EARLY),
            vote("made-up-2", "report", "198.51.100.1", LATE),
          ])
          .execute();

        await helpfulOncePerAddress.up(db as unknown as Kysely<unknown>);

        const left = await db
          .selectFrom("review_votes")
          .select(["visitor_id", "kind", "ip"])
          .orderBy("kind")
          .orderBy("visitor_id")
          .execute();
        expect(left).toEqual([
          { visitor_id: "made-up-0", kind: "helpful", ip: "198.51.100.1" },
          { visitor_id: "neighbour", kind: "helpful", ip: "198.51.100.2" },
          { visitor_id: "made-up-1", kind: "report", ip: "198.51.100.1" },
          { visitor_id: "made-up-2", kind: "report", ip: "198.51.100.1" },
        ]);
        const counters = await db
          .selectFrom("reviews")
          .select(["helpful_count", "report_count"])
          .executeTakeFirstOrThrow();
        expect(counters).toEqual({ helpful_count: 5, report_count: 2 });

        await expect(
          db
            .insertInto("review_votes")
            .values(vote("made-up-4", "helpful", "198.51.100.1", LATE))
            .execute(),
        ).rejects.toThrow(/unique/i);
        await db
          .insertInto("review_votes")
          .values(vote("made-up-4", "report", "198.51.100.1", LATE))
          .execute();
      } finally {
        await database.close();
        await setup.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
