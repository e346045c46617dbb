// Opens storage, migrates, and builds the AppContext every handler reaches.
import type { Config } from '../config/config';
import { createMemoryRateLimiter } from '../http/rate-limiter';
import { createReadCache } from '../http/read-cache';
import { migrateToLatest, openStorage } from '../storage/db';
import { createStores } from '../storage/stores';
import type { AppContext } from './context';

export async function createAppContext(config: Config): Promise<AppContext> {
  const storage = openStorage(config.database);
  await migrateToLatest(storage);
  return {
    config,
    storage,
    stores: createStores(storage.db),
    limiter: createMemoryRateLimiter(),
    readCache: createReadCache(),
    now: Date.now,
  };
}
