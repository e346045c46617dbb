// A person's email notifications (EmailNotificationsResource): the viewer's, or by the token of
// a mail's link (/email/subscription/?token=…), signed out.
import { singleQuery } from './queries';

export const emailNotificationsQuery = (token?: string) =>
  singleQuery('EmailNotificationsResource', token ? { token } : {});
