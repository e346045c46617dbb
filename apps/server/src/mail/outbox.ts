// The outbox (issue 16: "without SMTP_URL, mail is written to the data folder and shown to
// operators at /admin/outbox"): one JSON file per mail in DATA_DIR/outbox, named by the time it
// was written so the newest sort last. Nothing else reads or sends them.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The List-Unsubscribe address (RFC 2369): the page that turns such mail off. */
  unsubscribe?: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  /** Epoch ms when it was written. */
  at: number;
}

const MAIL_FILE = /^(\d{13})-([0-9a-f]{12})\.json$/;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export async function writeToOutbox(
  dir: string,
  mail: OutgoingMail & { from: string },
  at: number,
): Promise<StoredMail> {
  await mkdir(dir, { recursive: true });
  const id = `${String(at).padStart(13, '0')}-${randomBytes(6).toString('hex')}`;
  const stored: StoredMail = {
    id,
    at,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.unsubscribe ? { unsubscribe: mail.unsubscribe } : {}),
  };
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored), { mode: 0o600 });
  return stored;
}

/** The newest `limit` mails, newest first; a folder that does not exist yet holds none. */
export async function readOutbox(dir: string, limit: number): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const newest = names
    .filter((name) => MAIL_FILE.test(name))
    .sort()
    .reverse()
    .slice(0, limit);
  const mails = await Promise.all(
    newest.map(async (name) => {
      try {
        return JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail;
      } catch {
        return null; // removed or half-written by hand: left out
      }
    }),
  );
  return mails.filter((mail): mail is StoredMail => mail !== null);
}
