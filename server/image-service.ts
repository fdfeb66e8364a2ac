import { LISTEN_BACKLOG } from "./app";
import { loadConfigOrExit } from "./config";
import { buildImageServiceApp } from "./image-service-app";
import { warmUpImageSafety } from "./modules/ai-image/safety/image-safety";

const config = loadConfigOrExit();

const app = await buildImageServiceApp(config);
try {
  await app.listen({ host: config.HOST, port: config.IMAGE_SERVICE_PORT, backlog: LISTEN_BACKLOG });
} catch (error) {
  app.log.fatal({ err: error }, "Could not start the image service");
  process.exit(1);
}
warmUpImageSafety(config, app.log);

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  app.log.info({ signal }, "Shutting down the image service");
  await app.close();
  process.exit(0);
}
process.once("SIGINT", shutDown);
process.once("SIGTERM", shutDown);
