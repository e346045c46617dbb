// A real SMTP server on 127.0.0.1 for the browser tests (issue 16: "The browser suite runs a
// real SMTP server on loopback and follows the reset link from the mail it received"): the
// server under test sends to it through SMTP_URL (global-setup.ts), and the tests read what it
// received from a small HTTP endpoint beside it, GET /mails?to={address}.
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** The List-Unsubscribe header as sent, if any. */
  listUnsubscribe: string | null;
}

export async function startMailCatcher(): Promise<{
  smtpUrl: string;
  readUrl: string;
  close: () => Promise<void>;
}> {
  const caught: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        caught.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          listUnsubscribe:
            mail.headerLines
              .find((h) => h.key === 'list-unsubscribe')
              ?.line.replace(/^list-unsubscribe:\s*/i, '') ?? null,
        });
        callback();
      }, callback);
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const reader: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = url.pathname === '/mails' ? caught.filter((m) => !to || m.to.includes(to)) : null;
    if (!mails) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  reader.listen(0, '127.0.0.1');
  await once(reader, 'listening');
  const readPort = (reader.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    readUrl: `http://127.0.0.1:${readPort}/mails`,
    close: async () => {
      reader.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** The mails the catcher received for `to` so far. */
export async function mailsTo(readUrl: string, to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${readUrl}?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}

/** Waits for the `count`th mail to `to` titled `subject`, and answers its first link to this site's `path`. */
export async function linkInMail(
  readUrl: string,
  to: string,
  subject: string,
  path: RegExp,
  count = 1,
): Promise<string> {
  const titled = async () => (await mailsTo(readUrl, to)).filter((m) => m.subject === subject);
  await expect.poll(async () => (await titled()).length, { timeout: 10_000 }).toBe(count);
  const links = (await titled()).at(-1)?.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((l) => path.test(new URL(l).pathname));
  expect(link, `a link to ${path} in "${subject}"`).toBeDefined();
  return link ?? '';
}
