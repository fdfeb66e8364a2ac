// `npm run reliability:flood -- --seconds 20 --attackers 10`: the real server in its own process,
// flooded from one address with bodies shaped to cost parsing time (deep JSON, forms of thousands
// of fields), while another visitor asks for the health check. Exits 1 on any 5xx, a failed
// health check, or a visitor kept waiting 100 ms or more (99th percentile).
import { loadavg } from "node:os";
import { runBodyFlood } from "../body-flood";
import { numberOption } from "./args";

const WAIT_BUDGET_MS = 100;
const seconds = numberOption("seconds", 20);
const attackers = numberOption("attackers", 10);

const report = await runBodyFlood(seconds, attackers);
console.log(
  `${attackers} loops from one address for ${seconds} s (load average ${loadavg()[0]!.toFixed(1)})`,
);
console.table({ "attack answers": { sent: report.attacks, ...report.attackStatuses } });
const { bystander } = report;
console.table({
  "another visitor": {
    requests: bystander.requests,
    failed: bystander.failed,
    "p50 ms": bystander.p50Ms.toFixed(1),
    "p99 ms": bystander.p99Ms.toFixed(1),
    "max ms": bystander.maxMs.toFixed(1),
  },
});
const failures = [
  ...Object.keys(report.attackStatuses)
    .filter((status) => !/^4\d\d$/.test(status))
    .map((status) => `${report.attackStatuses[status]} attack requests answered ${status}`),
  ...(bystander.failed > 0 ? [`${bystander.failed} health checks failed`] : []),
  ...(bystander.p99Ms >= WAIT_BUDGET_MS
    ? [`the other visitor waited ${bystander.p99Ms.toFixed(0)} ms (p99), over ${WAIT_BUDGET_MS}`]
    : []),
];
for (const failure of failures) console.log(`FAIL ${failure}`);
if (failures.length === 0) console.log("OK: every attack refused with a 4xx, the visitor served");
process.exit(failures.length > 0 ? 1 : 0);
