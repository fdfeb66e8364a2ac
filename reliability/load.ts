import { join } from "node:path";
import { LISTEN_BACKLOG } from "../server/app";
import type { DatabaseEngine } from "../server/db/connect";
import { buildTestApp } from "../test-support/server/app";
import { engineEnv } from "../test-support/server/engines";
import {
  buildSubmission,
  markerMaker,
  send,
  STUDIO_INBOX,
  SUBMISSION_KINDS,
  type Outcome,
  type SubmissionKind,
} from "./submissions";
import { verifyStoredOnce, type StoreReport } from "./verify-stored";

export interface LoadReport extends StoreReport {
  engine: DatabaseEngine;
  /** Per kind, milliseconds from the start of the burst until its last answer. */
  elapsedMs: Record<SubmissionKind, number>;
}

/**
 * The real app listening on a free local port, on a fresh database of the engine, receiving
 * `perKind` contact messages, project requests and reviews all at once over HTTP; then what was
 * stored is read back and checked against the answers.
 */
export async function runLoad(engine: DatabaseEngine, perKind: number): Promise<LoadReport> {
  const setup = await engineEnv(engine);
  const testApp = await buildTestApp({
    env: {
      ...setup.env,
      STUDIO_INBOX,
      RATE_LIMIT_ALLOW_LIST: "127.0.0.1",
      LOG_LEVEL: process.env.LC_LOG ?? "silent",
    },
  });
  try {
    // As `server/main.ts` listens, so that the burst meets production's accept queue.
    const baseUrl = await testApp.app.listen({
      host: "127.0.0.1",
      port: 0,
      backlog: LISTEN_BACKLOG,
    });
    const nextMarker = markerMaker();
    const submissions = SUBMISSION_KINDS.flatMap((kind) =>
      Array.from({ length: perKind }, () => buildSubmission(kind, nextMarker(kind))),
    );
    const started = performance.now();
    const elapsedMs = { contact: 0, "project-request": 0, review: 0 };
    const outcomes: Outcome[] = await Promise.all(
      submissions.map(async (submission) => {
        const outcome = await send(baseUrl, submission);
        elapsedMs[submission.kind] = Math.max(
          elapsedMs[submission.kind],
          performance.now() - started,
        );
        return outcome;
      }),
    );
    const report = await verifyStoredOnce(
      testApp.database.db,
      join(testApp.config.DATA_DIR, "uploads"),
      outcomes,
    );
    return { ...report, engine, elapsedMs };
  } finally {
    await testApp.close();
    await setup.drop();
  }
}
