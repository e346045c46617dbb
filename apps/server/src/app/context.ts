// What handlers reach: configuration, stores and services, built once at start-up.
import type { Config } from '../config/config';
import type { ReadModel, ReadStamp } from '../feeds/read-model';
import type { KnownDevice } from '../http/known-device';
import type { RateLimiter } from '../http/rate-limiter';
import type { VisitorControl } from '../http/visitor';
import type { ConsentControl } from '../http/consent';
import type { ReadCache } from '../http/read-cache';
import type { Signer } from '../http/signing';
import type { LinkChecker } from '../links/link-checker';
import type { Storage } from '../storage/db';
import type { Stores } from '../storage/stores';
import type { UserRow } from '../storage/users-store';
import type { Services } from './services';

export interface AppContext {
  config: Config;
  storage: Storage;
  stores: Stores;
  limiter: RateLimiter;
  /** Signed-out API reads, emptied after a committed write (http/read-cache.ts). */
  readCache: ReadCache;
  /** The read path's caches (sessions, plans, skeletons, presentations): feeds/read-model.ts. */
  reads: ReadModel;
  /** HMAC with the session secret: CSRF tokens, known-device cookies (http/signing.ts). */
  signer: Signer;
  /** Media workers and the guarded fetcher (app/services.ts). */
  services: Services;
  /** The verdict of an outbound link (links/link-checker.ts). */
  linkChecker: LinkChecker;
  now: () => number;
}

export interface SessionControl {
  signIn(userId: string): Promise<void>;
  signOut(): Promise<void>;
  /** The stored id (token hash) of this request's session, when it carries one. */
  currentId(): string | null;
}

/** One request's view of the app: who asks, and how to change their session. */
export interface RequestContext {
  app: AppContext;
  viewer: UserRow | null;
  viewerId: string | null;
  isBot: boolean;
  /** The client address as rate limits count it (an IPv6 /64 is one address). */
  address: string;
  /** This device, when it carries a valid known-device cookie (http/known-device.ts). */
  knownDevice: KnownDevice | null;
  session: SessionControl;
  /** The read caches' counters when the request began (feeds/read-model.ts `stamp`). */
  readStamp: ReadStamp;
  /** What the request says of the client, for experiences' targeting. */
  client: {
    phone: boolean;
    locale: string;
    /** Whom experiment groups are drawn for: the account, else the visitor's CSRF cookie. */
    experimentKey: string;
  };
  /** A signed-out visitor's anonymous id (http/visitor.ts). */
  visitor: VisitorControl;
  /** Cookie consent: the answer that counts, GPC, and keeping an answer (http/consent.ts). */
  consent: ConsentControl;
}
