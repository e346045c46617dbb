// Every store over one database handle: what handlers reach through the app context.
import type { Kysely } from 'kysely';
import { boardsStore } from './boards-store';
import { imagesStore } from './images-store';
import { pinsStore } from './pins-store';
import type { Database } from './schema/database';
import { sessionsStore } from './sessions-store';
import { usersStore } from './users-store';

export function createStores(db: Kysely<Database>) {
  return {
    users: usersStore(db),
    sessions: sessionsStore(db),
    boards: boardsStore(db),
    pins: pinsStore(db),
    images: imagesStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
