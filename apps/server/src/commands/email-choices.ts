// Changing which news is mailed (EmailNotificationsResource update; rules in domain
// notifications/news-mail-rules.ts): the person's row is made on the first change.
import { changedEmailChoices, type EmailChoices } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { inTransaction } from '../storage/transaction';

export function changeEmailChoices(
  app: AppContext,
  userId: string,
  changes: { kinds?: Partial<EmailChoices> | undefined; allOff?: boolean | undefined },
): Promise<EmailChoices> {
  return inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const current = await stores.emailNotifications.ensure(userId, at);
    const next = changedEmailChoices(current.choices, changes);
    await stores.emailNotifications.setChoices(userId, next, at);
    return next;
  });
}
