// Services handlers reach besides storage: the media workers (image work off the request
// thread) and the one guarded fetcher (every server-side request, docs/DESIGN.md §5). Workers start
// on first use, so API test files that never ingest an image never start a thread.
import path from 'node:path';
import type { Config } from '../config/config';
import {
  createMediaWorkers,
  defaultMediaConcurrency,
  type MediaWorkers,
  type ProcessedImage,
} from '../media/index';
import { createLinkPreviewer, type LinkPreviewer } from '../links/link-preview';
import { createLinklessPings, type LinklessPings } from '../links/linkless-pings';
import { createGuardedFetcher, type GuardedFetcher } from '../net/index';
import { createMailer, type Mailer } from '../mail/mailer';

export interface MediaIngest {
  /** Processes and stores an image in a worker; rejects with a MediaError. */
  ingest(input: Buffer): Promise<ProcessedImage>;
}

export interface Services {
  media: MediaIngest;
  fetcher: GuardedFetcher;
  links: LinkPreviewer;
  /** The plain GETs that tell a linkless ad's destination of a click (links/linkless-pings.ts). */
  linkless: LinklessPings;
  /** SMTP, or the data folder's outbox (mail/mailer.ts). */
  mail: Mailer;
  close(): Promise<void>;
}

export function createServices(config: Config, given: { media?: MediaWorkers } = {}): Services {
  let workers: MediaWorkers | undefined = given.media;
  const pool = () =>
    (workers ??= createMediaWorkers({
      storeRoot: path.join(config.dataDir, 'media'),
      concurrency: config.mediaConcurrency || defaultMediaConcurrency(),
    }));
  const fetcher = createGuardedFetcher({ allowHosts: config.fetchAllowHosts });
  const mail = createMailer(config);
  return {
    media: { ingest: (input) => pool().ingest(input) },
    fetcher,
    links: createLinkPreviewer(fetcher, config.sessionSecret),
    linkless: createLinklessPings(fetcher),
    mail,
    async close() {
      await Promise.all([fetcher.close(), mail.close()]);
      // Workers the caller handed in are the caller's to close.
      if (workers && workers !== given.media) await workers.close();
    },
  };
}
