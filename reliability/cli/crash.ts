// `npm run reliability:crash -- --runs 5`: RUNS times per engine, the real server process takes a
// burst of submissions, is killed with SIGKILL at a random moment with requests in flight, and is
// started again on the same data. Prints each run's figures; exits 1 on any loss, duplicate,
// leftover upload, damaged database or mail not received exactly once.
import { crashFailures, runCrash } from "../crash";
import { storeFailures } from "../verify-stored";
import { postgresUnavailableReason } from "../../test-support/server/postgres";
import { numberOption } from "./args";

/** The child servers listen from here on, one port per run. */
const FIRST_PORT = 5250;

const runs = numberOption("runs", 5);
const engines = (await postgresUnavailableReason()) === null ? ["sqlite", "postgres"] : ["sqlite"];
const rows: Record<string, string | number>[] = [];
let failed = false;

for (let run = 1; run <= runs; run += 1) {
  for (const [index, engine] of (engines as ("sqlite" | "postgres")[]).entries()) {
    const killAfterAcks = 20 + Math.floor(Math.random() * 130);
    const report = await runCrash({
      engine,
      port: FIRST_PORT + (run - 1) * engines.length + index,
      killAfterAcks,
    });
    const sum = (field: "acknowledged" | "stored" | "missing" | "duplicates" | "unanswered") =>
      report.kinds.reduce((total, kind) => total + kind[field], 0);
    rows.push({
      run,
      engine,
      "acknowledged before kill": report.acknowledgedBeforeKill,
      "in flight at kill": report.inFlightAtKill,
      "found after restart": sum("stored"),
      lost: sum("missing"),
      duplicated: sum("duplicates"),
      "half-written at kill": report.halfWrittenAtKill,
      "half-written left": report.halfWrittenAfterRestart,
      "orphan files": report.orphanFiles.length,
      database: report.integrity,
      "mails sending at kill": report.mailsInFlightAtKill,
      "mails expected": report.mailsExpected,
      "mails received": report.mailsReceived,
      "mails duplicated": report.mailsDuplicated,
    });
    const failures = [...storeFailures(report), ...crashFailures(report)];
    for (const failure of failures) console.log(`FAIL run ${run} on ${engine}: ${failure}`);
    failed ||= failures.length > 0;
  }
}
console.table(rows);
console.log(failed ? "FAILED" : "OK: nothing lost, nothing doubled, every mail received once");
process.exit(failed ? 1 : 0);
