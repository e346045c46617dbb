// Whose email notifications a request reads or changes (issue 16): by the token of a mail's link
// that person's, signed out too, shown with the address masked; else the signed-in viewer's. A
// token that names nobody (made up, or its account deleted) is `not_found`.
import { EMAIL_NOTIFICATIONS, maskedEmail } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { AppError } from '../http/errors';
import { idString } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';
import { signedInViewer } from './signed-in';

export interface ChoicesOwner {
  userId: string;
  user: UserRow;
  /** The address as this request may show it. */
  shownEmail: string;
}

export async function choicesOwner(
  ctx: RequestContext,
  token: string | undefined,
): Promise<ChoicesOwner> {
  const { stores } = ctx.app;
  if (token === undefined) {
    const userId = signedInViewer(ctx);
    const user = await stores.users.byId(userId);
    if (!user) throw new AppError('not_found', EMAIL_NOTIFICATIONS.linkUnusable);
    return { userId, user, shownEmail: user.email };
  }
  const record = await stores.emailNotifications.byToken(token);
  const user = record ? await stores.users.byId(record.userId) : undefined;
  if (!user) throw new AppError('not_found', EMAIL_NOTIFICATIONS.linkUnusable);
  return { userId: idString(user.id), user, shownEmail: maskedEmail(user.email) };
}
