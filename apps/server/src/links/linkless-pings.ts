// The plain GET a linkless ad's click sends its destination (req 000-7.19; domain
// links/linkless.ts says why the server sends it, not the browser). Sent after the answer,
// through the guarded fetcher; an advertiser's slow or failing site costs the click nothing.
// `idle()` waits for those still under way (tests, shutdown).
import type { GuardedFetcher } from '../net/index';

/** Decided: what a ping may cost: 5 s and the first 16 KB of whatever answers. */
const PING_DEADLINE_MS = 5000;
const PING_MAX_BYTES = 16 * 1024;

export interface LinklessPings {
  send(url: string): void;
  idle(): Promise<void>;
}

export function createLinklessPings(fetcher: GuardedFetcher): LinklessPings {
  const pending = new Set<Promise<void>>();
  return {
    send(url) {
      const ping: Promise<void> = fetcher
        .fetch(url, {
          accept: '*/*',
          deadlineMs: PING_DEADLINE_MS,
          maxBytes: PING_MAX_BYTES,
          overflow: 'truncate',
        })
        // The destination's answer is not ours to judge: refused addresses, errors and
        // timeouts end the ping, nothing more.
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => pending.delete(ping));
      pending.add(ping);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
