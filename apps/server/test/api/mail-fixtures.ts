// Reading the mail a test server kept in its outbox (DATA_DIR/outbox, no SMTP_URL).
import { outboxDir, readOutbox } from '../../src/mail/outbox';
import type { TestServer } from './harness';

/** The mails sent so far to `email`, newest first, once every send has finished. */
export async function mailsTo(server: TestServer, email: string) {
  await server.ctx.services.mail.idle();
  const all = await readOutbox(outboxDir(server.ctx.config.dataDir), 500);
  return all.filter((mail) => mail.to === email);
}

/** The first http(s) link of the newest mail to `email` whose subject starts with `subject`. */
export async function linkMailed(server: TestServer, email: string, subject: string): Promise<URL> {
  const mail = (await mailsTo(server, email)).find((m) => m.subject.startsWith(subject));
  return new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://none/');
}
