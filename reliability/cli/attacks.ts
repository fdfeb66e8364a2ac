// `npm run reliability:attacks`: the attacks a hostile visitor tried, replayed through a balancer
// in front of two instances of the demo site (PostgreSQL and Redis on this machine). Prints what
// each sent and what got through; exits 1 when a defence did not hold.
import { ATTACKS, startAttackedCluster } from "../attacks";

const cluster = await startAttackedCluster([5316, 5317, 5318]);
let failed = 0;
try {
  for (const attack of ATTACKS) {
    const outcome = await attack(cluster);
    if (!outcome.held) failed += 1;
    console.table({
      [outcome.attack]: {
        sent: outcome.sent,
        through: outcome.through,
        ...outcome.statuses,
        held: outcome.held ? "yes" : `NO: ${outcome.expected}`,
      },
    });
  }
} finally {
  await cluster.close();
}
console.log(failed === 0 ? "OK: every defence held" : `FAIL: ${failed} defences did not hold`);
process.exit(failed === 0 ? 0 : 1);
