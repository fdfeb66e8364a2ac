// `npm run reliability:instances`: two server processes on one PostgreSQL database and one Redis,
// behind a round-robin proxy, at larger sizes than the test. Prints each figure with what it must
// be, and exits with 1 when any differs. Needs PostgreSQL and Redis on their local addresses (or
// TEST_POSTGRES_URL and TEST_REDIS_URL); uses ports 5350-5352. Sizes: `--submissions`,
// `--rate-attempts`, `--image-attempts`, `--call-turns`, `--call-attempts`, `--start-rounds`,
// `--watch-copies` and `--flood-lines` (messages each call socket sends at once).
import { problems, startCluster } from "../../test-support/server/instances";
import { numberOption } from "./args";
import { postgresUnavailableReason } from "../../test-support/server/postgres";
import { redisUnavailableReason } from "../../test-support/server/redis";
import {
  checkMigrations,
  drainMailAndStop,
  probeCallDailyCap,
  probeContactRateLimit,
  probeForgedAddresses,
  probeImageDailyLimit,
  runCallAcrossInstances,
  runDemoCallAcrossInstances,
  DEMO_CALL_ENV,
  startScenario,
  submitContactMessages,
} from "../instances-scenario";
import { probeCalleeFlood, probeWatchRace, startDemoScenario } from "../instances-call-floods";
import { probeImageJobAcrossInstances } from "../instances-image-jobs";

const PORTS = [5350, 5351, 5352];
const SUBMISSIONS = numberOption("submissions", 200);
const RATE_ATTEMPTS = numberOption("rate-attempts", 40);
const IMAGE_ATTEMPTS = numberOption("image-attempts", 40);
const CALL_TURNS = numberOption("call-turns", 10);
const CALL_ATTEMPTS = numberOption("call-attempts", 20);
const START_ROUNDS = numberOption("start-rounds", 3);
const WATCH_COPIES = numberOption("watch-copies", 300);
const FLOOD_LINES = numberOption("flood-lines", 500);

const unavailable =
  (await postgresUnavailableReason()) ?? (await redisUnavailableReason("the instances run"));
if (unavailable) {
  console.error(`Cannot run: ${unavailable}`);
  process.exit(1);
}

const failures: string[] = [];
function report(label: string, seen: unknown, expected: unknown): void {
  const ok = JSON.stringify(seen) === JSON.stringify(expected);
  if (!ok) failures.push(label);
  const shown = (value: unknown) => (Array.isArray(value) ? value.join(" / ") : String(value));
  console.log(
    `${ok ? "ok  " : "FAIL"} ${label.padEnd(58)} ${shown(seen).padStart(12)}` +
      (ok ? "" : `   expected ${shown(expected)}`),
  );
}
/** A figure shown for information, with nothing it must equal. */
function info(label: string, seen: number[]): void {
  console.log(`     ${label.padEnd(58)} ${seen.join(" / ").padStart(12)}`);
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

console.log(
  `Starting two instances together on an empty database, ${START_ROUNDS} times, and a demo call`,
);
for (let round = 1; round <= START_ROUNDS; round += 1) {
  const cluster = await startCluster({ ports: PORTS, env: DEMO_CALL_ENV });
  const figures = await checkMigrations(cluster);
  const demo = await runDemoCallAcrossInstances(cluster);
  await cluster.close();
  report(
    `round ${round}: migrations recorded (distinct)`,
    [figures.recorded, figures.distinct],
    [figures.expected, figures.expected],
  );
  info(`round ${round}: migrations applied by instance A / B`, figures.appliedPerInstance);
  report(`round ${round}: applied in total`, sum(figures.appliedPerInstance), figures.expected);
  report(`round ${round}: errors logged at start-up`, figures.problems, 0);
  report(`round ${round}: demo call on A, events seen on B`, demo.received, demo.expected);
}

console.log(
  "\nThe call socket flooded and an image job watched, in the demo with the AI a stand-in that counts requests",
);
const demo = await startDemoScenario(PORTS);
try {
  const instances = demo.cluster.instances.length;
  const race = await probeWatchRace(demo, WATCH_COPIES);
  report(
    `${WATCH_COPIES} watches at once: events on A / B / proxy / proxy`,
    race.eventsPerSocket,
    race.eventsPerSocket.map(() => race.expectedEvents),
  );
  report("events received more than once", race.repeated, 0);
  report("same events in the same order on all four", race.sameOrderEverywhere, true);
  info("bursts refused as too many messages, per socket", race.refusalsPerSocket);
  report("Redis subscribers of the call while watched", race.subscribersWhileWatched, instances);
  report(
    `... once these and ${race.closedMidWatch} closed mid-watch are gone`,
    race.subscribersAfterClose,
    0,
  );

  const flood = await probeCalleeFlood(demo, FLOOD_LINES);
  info(`${FLOOD_LINES} callee lines at once per socket: sent to A / B`, flood.sentPerInstance);
  report(
    `lines answered: ${flood.answered}, at most one at a time per instance`,
    flood.answered >= 1 && flood.answered <= instances,
    true,
  );
  report(
    "AI answers / AI requests, one per line answered",
    [flood.aiAnswers, flood.llmRequests],
    [flood.answered, flood.answered],
  );
  info("refused: waiting for the answer / too many messages", [
    flood.waitRefusals,
    flood.rateRefusals,
  ]);
  report("a line typed after the flood is answered", flood.answeredAfterFlood, true);
  const image = await probeImageJobAcrossInstances(demo.cluster, 9);
  info("image job status answers while running, from its instance / the other", [
    image.answersPerInstance.runner,
    image.answersPerInstance.other,
  ]);
  report("image job status answers that failed", image.failedAnswers, 0);
  report("previews seen on the other instance", image.previewsPerInstance.other > 0, true);
  report(
    "cancel on the other instance: its answer, the generation's, the state after",
    [image.cancelStatus, image.cancelledJobStatus, image.stateAfterCancel],
    [204, 409, "cancelled"],
  );
  const logged = demo.cluster.instances.flatMap((instance) => problems(instance));
  report("errors logged by the instances", logged.length, 0);
  for (const line of logged.slice(0, 10)) console.log(`     ${line.msg}`);
} finally {
  await demo.close();
}

console.log("\nThe scenario behind one address");
const started = performance.now();
const scenario = await startScenario(PORTS);
try {
  const migrations = await checkMigrations(scenario.cluster);
  report("migrations applied in total", sum(migrations.appliedPerInstance), migrations.expected);

  const submissions = await submitContactMessages(scenario.cluster, SUBMISSIONS);
  report(
    "contact messages sent / accepted",
    [submissions.sent, submissions.accepted],
    [SUBMISSIONS, SUBMISSIONS],
  );
  report("contact messages stored", submissions.stored, SUBMISSIONS);
  report("passed to instance A / B", submissions.perInstance, [
    Math.ceil(SUBMISSIONS / 2),
    Math.floor(SUBMISSIONS / 2),
  ]);

  const rate = await probeContactRateLimit(scenario.cluster, RATE_ATTEMPTS);
  report(`one address, ${RATE_ATTEMPTS} messages: accepted`, rate.accepted, rate.expectedAccepted);
  report("refused with 429", rate.refused, RATE_ATTEMPTS - rate.expectedAccepted);

  const forged = await probeForgedAddresses(scenario.cluster, RATE_ATTEMPTS);
  report(
    `one address claiming others, ${RATE_ATTEMPTS} messages: accepted`,
    forged.accepted,
    forged.expectedAccepted,
  );
  report("refused with 429", forged.refused, RATE_ATTEMPTS - forged.expectedAccepted);

  const images = await probeImageDailyLimit(scenario.cluster, IMAGE_ATTEMPTS);
  report(
    `${IMAGE_ATTEMPTS} images at once, daily limit ${images.expectedAccepted}: generated`,
    images.accepted,
    images.expectedAccepted,
  );
  report("refused with 429", images.refused, IMAGE_ATTEMPTS - images.expectedAccepted);

  const call = await runCallAcrossInstances(scenario, CALL_TURNS);
  info(`call of ${CALL_TURNS} turns: webhooks to A / B`, call.webhooksPerInstance);
  report(
    "webhooks reached both instances",
    call.webhooksPerInstance.every((n) => n > 0),
    true,
  );
  report("webhooks not answered as expected", call.webhookFailures, 0);
  report("events on the watchers on A / on B / through the proxy", call.eventsPerWatcher, [
    call.expectedEvents,
    call.expectedEvents,
    call.expectedEvents,
  ]);
  report("same events in the same order on all three", call.sameOrderEverywhere, true);

  const calls = await probeCallDailyCap(scenario.cluster, CALL_ATTEMPTS, 1);
  report(
    `${CALL_ATTEMPTS} calls at once, ${calls.expectedAccepted} left under the cap: placed`,
    calls.accepted,
    calls.expectedAccepted,
  );
  report("refused with 429", calls.refused, CALL_ATTEMPTS - calls.expectedAccepted);

  const mail = await drainMailAndStop(scenario.cluster);
  // A notification and a receipt per visitor; an address that sent several messages is sent one
  // receipt an hour, so the hasty and the forging client get one each.
  report(
    "mails queued",
    mail.queued,
    2 * SUBMISSIONS + rate.expectedAccepted + forged.expectedAccepted + 2,
  );
  report("mails sent / received", [mail.sent, mail.received], [mail.queued, mail.queued]);
  report("mails received more than once", mail.duplicated, 0);
  info("mails sent by instance A / B", mail.sentPerInstance);
  report("instances' exit codes", mail.exitCodes, [0, 0]);
  const logged = scenario.cluster.instances.flatMap((instance) => problems(instance));
  report("errors logged by the instances", logged.length, 0);
  for (const line of logged.slice(0, 10)) console.log(`     ${line.msg}`);
} finally {
  await scenario.close();
}
console.log(`\nScenario took ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (failures.length > 0) {
  console.error(`\n${failures.length} figure(s) differ from what they must be.`);
  process.exit(1);
}
console.log("\nAll figures as expected.");
