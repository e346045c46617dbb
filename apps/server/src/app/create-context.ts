// Opens storage, migrates, and builds the AppContext every handler reaches.
import type { Config } from '../config/config';
import { ReadModel } from '../feeds/read-model';
import { createMemoryRateLimiter } from '../http/rate-limiter';
import { changesSignedOutReads, createReadCache } from '../http/read-cache';
import { createSigner } from '../http/signing';
import { createLinkChecker } from '../links/link-checker';
import { migrateToLatest, openStorage } from '../storage/db';
import { createStores } from '../storage/stores';
import type { MediaWorkers } from '../media/index';
import type { AppContext } from './context';
import { createServices } from './services';

export async function createAppContext(
  config: Config,
  given: { media?: MediaWorkers } = {},
): Promise<AppContext> {
  const storage = openStorage(config.database);
  await migrateToLatest(storage);
  const readCache = createReadCache({ enabled: config.readCache });
  const reads = new ReadModel();
  storage.changes.subscribe((tables, { rewritten, actor }) => {
    if (changesSignedOutReads(tables)) readCache.invalidate();
    reads.onChange(tables, rewritten, actor);
  });
  const stores = createStores(storage.db);
  return {
    config,
    storage,
    stores,
    limiter: createMemoryRateLimiter(),
    readCache,
    reads,
    signer: createSigner(config.sessionSecret),
    services: createServices(config, given),
    linkChecker: createLinkChecker(stores.links, storage.changes),
    now: Date.now,
  };
}
