// `npm run reliability:load -- --size 1000`: SIZE contact messages, project requests (with small
// files) and reviews sent at once to the real server over HTTP, on SQLite and on PostgreSQL, then
// read back. Prints the figures per kind; exits 1 on any 5xx, loss, duplicate or wrong file or mail.
import { loadavg } from "node:os";
import { runLoad } from "../load";
import { storeFailures } from "../verify-stored";
import { postgresUnavailableReason } from "../../test-support/server/postgres";
import { numberOption } from "./args";

const size = numberOption("size", 1000);
const engines = (await postgresUnavailableReason()) === null ? ["sqlite", "postgres"] : ["sqlite"];
let failed = false;

for (const engine of engines as ("sqlite" | "postgres")[]) {
  const report = await runLoad(engine, size);
  console.log(
    `\n${engine}: ${size} of each kind at once (load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.table(
    report.kinds.map((kind) => ({
      kind: kind.kind,
      sent: kind.sent,
      acknowledged: kind.acknowledged,
      "5xx": kind.serverErrors,
      unanswered: kind.unanswered,
      stored: kind.stored,
      duplicates: kind.duplicates,
      missing: kind.missing,
      "files ok": kind.kind === "project-request" ? `${kind.filesOk}/${kind.stored}` : "-",
      "mails ok": kind.kind === "review" ? "- (none queued)" : `${kind.mailsOk}/${kind.stored}`,
      "time s": (report.elapsedMs[kind.kind] / 1000).toFixed(1),
    })),
  );
  for (const [problem, count] of Object.entries(report.problems)) {
    console.log(`${count} x ${problem}`);
  }
  const failures = storeFailures(report);
  // At this size nothing should even go unanswered; say so if it did.
  const unanswered = report.kinds.reduce((sum, kind) => sum + kind.unanswered, 0);
  if (unanswered > 0) failures.push(`${unanswered} submissions got no answer`);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  if (failures.length === 0) console.log("OK: nothing lost, nothing doubled, no 5xx");
  failed ||= failures.length > 0;
}
process.exit(failed ? 1 : 0);
