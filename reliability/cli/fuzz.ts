// `npm run fuzz -- --runs N [--seed S] [--engine sqlite|postgres] [--only TEXT]`: the API fuzzer
// at any length; prints the answers per endpoint and exits non-zero on any broken property.
import { runFuzz } from "../fuzz/runner";
import { numberOption, textOption } from "./args";

const runs = numberOption("runs", 200);
const seed = numberOption("seed", Date.now() % 2 ** 31);
const engine = textOption("engine", "sqlite");
if (engine !== "sqlite" && engine !== "postgres") throw new Error("--engine is sqlite or postgres");

console.log(`Fuzzing the API: ${runs} runs per endpoint, seed ${seed}, ${engine}`);
const started = Date.now();
const report = await runFuzz({ runs, seed, engine, only: textOption("only"), log: console.log });
console.log(`\n${report.tally.table()}\n`);
for (const [server, counts] of Object.entries(report.storedCounts)) {
  console.log(`rows stored on the ${server} server: ${JSON.stringify(counts)}`);
}
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s, seed ${seed}`);
if (report.problems.length > 0) {
  console.error(`\n${report.problems.length} broken properties:\n${report.problems.join("\n\n")}`);
  process.exitCode = 1;
} else {
  console.log(
    "No 5xx, hang, dropped connection, bad error shape, wrongly accepted request, call event sent twice or invalid row.",
  );
}
