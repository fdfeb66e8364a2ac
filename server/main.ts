import { buildApp, LISTEN_BACKLOG } from "./app";
import { doctorAtStart, logDoctorFindings } from "./cli/doctor/doctor";
import { loadConfigOrExit } from "./config";
import { connectDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { createOutboxWorker, type OutboxWorker } from "./mail/outbox-worker";
import { createSmtpTransport } from "./mail/smtp-transport";
import { warmUpImageSafety } from "./modules/ai-image/safety/image-safety";

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfigOrExit();
const database = connectDatabase(config);
const app = await buildApp(config, { database });

try {
  const applied = await migrateToLatest(database);
  app.log.info({ engine: database.engine, applied }, "Database schema is up to date");
  await app.listen({ host: config.HOST, port: config.PORT, backlog: LISTEN_BACKLOG });
} catch (error) {
  app.log.fatal({ err: error }, "Could not start the server");
  await app.close();
  process.exit(1);
}

const { port } = app.server.address() as { port: number };
const wildcardHost = config.HOST === "0.0.0.0" || config.HOST === "::";
const shownHost = wildcardHost
  ? "localhost"
  : config.HOST.includes(":")
    ? `[${config.HOST}]`
    : config.HOST;
app.log.info(`Serving the site at http://${shownHost}:${port}`);
warmUpImageSafety(config, app.log);
if (doctorAtStart(config)) void logDoctorFindings(config, app.log);

const transport = config.SMTP_URL
  ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
  : undefined;
let outbox: OutboxWorker | undefined;
if (transport) {
  outbox = createOutboxWorker({
    db: database.db,
    transport,
    log: app.log,
    claimLeaseMs: config.OUTBOX_CLAIM_LEASE_MS,
  });
  outbox.start();
} else {
  app.log.warn(
    "SMTP_URL is not set: e-mails stay pending in the outbox; read them with `npm run admin -- outbox list`",
  );
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  app.log.info({ signal }, "Shutting down");
  // Open connections (a live WebSocket, a slow upload) must not hold the process forever.
  setTimeout(() => {
    app.log.error("Shutdown took too long; exiting anyway");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await outbox?.stop();
  transport?.close();
  await app.close();
  process.exit(0);
}

process.once("SIGINT", shutDown);
process.once("SIGTERM", shutDown);
