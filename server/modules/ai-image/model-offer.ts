import type { FastifyBaseLogger } from "fastify";
import type { ImageModelId } from "#contract/ai-image-rules";
import type { Config } from "../../config";
import { maskSecrets } from "../../logger";
import {
  type CatalogueConfig,
  type ImageCatalogue,
  offeredModels,
  readImageCatalogue,
} from "../../providers/image-catalogue";
import { configuredImageModels, imageProviderKind } from "../../providers/select-image-provider";
import { createSharedModelOffer } from "./shared-model-offer";

/** The image models on offer: those the back end's catalogue says it serves, of those configured. */
export interface ImageModelOffer {
  /** The models offered now; none while no catalogue has been read. */
  current(): ImageModelId[];
  close(): Promise<void>;
}

export type ModelOfferConfig = CatalogueConfig &
  Pick<Config, "IMAGE_CATALOGUE_REFRESH_MS" | "REDIS_URL" | "REDIS_KEY_PREFIX">;

/** Longest one read of a catalogue may take (Hugging Face's is one request per model). */
const CATALOGUE_TIMEOUT_MS = 5_000;

const sameList = (a: ImageModelId[], b: ImageModelId[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Offers what the configured back end really serves: its catalogue is read at start-up and every
 * IMAGE_CATALOGUE_REFRESH_MS, and each new list is shared with the other instances. The demo serves
 * every model and no back end serves none; neither has a catalogue to read.
 */
export async function startImageModelOffer(
  config: ModelOfferConfig,
  log: FastifyBaseLogger,
): Promise<ImageModelOffer> {
  const configured = configuredImageModels(config);
  const provider = imageProviderKind(config);
  if (provider === undefined || provider === "demo") {
    const models = configured.map(({ id }) => id);
    return { current: () => models, close: async () => undefined };
  }
  const shared = createSharedModelOffer(config, log);
  let models: ImageModelId[] = [];
  let known = false;
  const take = (list: ImageModelId[]) => {
    models = list;
    known = true;
  };
  shared.onWrite(take);
  const last = await shared.read().catch((error: unknown) => {
    log.warn({ err: error }, "The image models other instances read are unavailable");
    return undefined;
  });
  if (last) take(last);

  // Each model the back end lacks is logged once, until it serves it again.
  const reportedUnserved = new Set<string>();
  const reportUnserved = (catalogue: ImageCatalogue) => {
    for (const { id, name } of configured) {
      if (name === undefined) continue;
      const key = `${id}\n${name}`;
      if (catalogue.serves(name)) reportedUnserved.delete(key);
      else if (!reportedUnserved.has(key)) {
        reportedUnserved.add(key);
        log.warn(
          { provider, model: id, name, served: catalogue.served },
          "The image back end does not serve a configured model, so it is not offered: install it, or map IMAGE_MODEL_NAMES to one it serves",
        );
      }
    }
  };

  const wanted = configured.flatMap(({ name }) => (name === undefined ? [] : [name]));
  let reading: Promise<void> | undefined;
  const read = async () => {
    let catalogue: ImageCatalogue;
    try {
      catalogue = await readImageCatalogue(config, provider, wanted, CATALOGUE_TIMEOUT_MS);
    } catch (error) {
      const reason = maskSecrets(error instanceof Error ? error.message : String(error));
      log.warn(
        { provider, reason, models },
        known
          ? "The image back end's catalogue could not be read; the models last read stay offered"
          : "The image back end's catalogue could not be read; no model is offered until it can be",
      );
      return;
    }
    reportUnserved(catalogue);
    const offered = offeredModels(configured, catalogue);
    if (known && sameList(offered, models)) return;
    take(offered);
    log.info({ provider, models: offered }, "Image models offered");
    await shared.write(offered).catch((error: unknown) => {
      log.warn({ err: error }, "The image models read could not be shared with other instances");
    });
  };
  // One read at a time, a failure keeping the list as it is: a slow back end does not pile them up.
  const refresh = () => (reading ??= read().finally(() => (reading = undefined)));

  await refresh();
  const timer = setInterval(() => void refresh(), config.IMAGE_CATALOGUE_REFRESH_MS);
  timer.unref();
  return {
    current: () => models,
    async close() {
      clearInterval(timer);
      await reading;
      await shared.close();
    },
  };
}
