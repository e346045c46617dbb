// Sending mail (issue 16): by SMTP when SMTP_URL is set (nodemailer), else into the outbox in
// the data folder (outbox.ts). Sending never holds up the answer that caused it, so a reset
// request answers in the same time whether or not the account exists; `idle()` waits for what
// is on its way (tests, shutdown). A failed send is logged, never shown to the person.
import nodemailer from 'nodemailer';
import type { Config } from '../config/config';
import { outboxDir, writeToOutbox, type OutgoingMail } from './outbox';

export interface Mailer {
  send(mail: OutgoingMail): void;
  /** Runs work that may send mail after the answer (news mail), tracked like a send. */
  later(work: () => Promise<void>): void;
  /** Resolves once every mail sent so far has been handed over (or has failed). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(
  config: Pick<Config, 'dataDir' | 'mail'>,
  now: () => number = Date.now,
): Mailer {
  const pending = new Set<Promise<void>>();
  const { smtpUrl, from } = config.mail;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const deliver = async (mail: OutgoingMail) => {
    if (transport) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.unsubscribe ? { list: { unsubscribe: mail.unsubscribe } } : {}),
      });
    } else {
      await writeToOutbox(outboxDir(config.dataDir), { ...mail, from }, now());
    }
  };
  const track = (work: Promise<void>, what: string) => {
    const tracked = work
      .catch((error: unknown) => {
        console.error('[mail] could not send', what, error);
      })
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    send(mail) {
      track(deliver(mail), mail.subject);
    },
    later(work) {
      track(work(), 'news mail');
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}
