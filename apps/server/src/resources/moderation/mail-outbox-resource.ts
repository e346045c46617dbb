// `MailOutboxResource get {}` (issue 16: "without SMTP_URL, mail is written to the data folder
// and shown to operators at /admin/outbox"): the newest kept mails. Operators only.
import { resourceSchemas } from '@corkboard/contracts';
import { outboxDir, readOutbox } from '../../mail/outbox';
import { operatorViewer } from '../../policy/operators';
import { isoTime } from '../../storage/row-mapping';
import { action } from '../define';

export const OUTBOX_PAGE = 100;

export const MailOutboxResource = {
  get: action(
    resourceSchemas.MailOutboxResource.get,
    async (ctx) => {
      operatorViewer(ctx);
      const mails = await readOutbox(outboxDir(ctx.app.config.dataDir), OUTBOX_PAGE);
      return {
        data: {
          smtp: ctx.app.config.mail.smtpUrl !== null,
          mails: mails.map((mail) => ({
            id: mail.id,
            at: isoTime(mail.at),
            from: mail.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          })),
        },
      };
    },
    { sharedRead: false },
  ),
};
