// The pages of the links Corkboard mails (issue 16), one chunk for all five: they are seldom
// visited, and one page module costs the first JS of every page less than five would.
// /password/reset/, /pw/{username}/?t=…, /secure/panic/, /email_verification_error/ and
// /email/subscription/?token=….
import { EmailCheckFailedPage } from './EmailCheckFailedPage';
import { EmailSubscriptionPage } from './EmailSubscriptionPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SecurePanicPage } from './SecurePanicPage';

export type AccountMailView =
  | 'forgot-password'
  | 'reset-password'
  | 'secure-panic'
  | 'email-check-failed'
  | 'email-subscription';

export default function AccountMailPage({
  view,
  username = '',
  token = '',
}: {
  view: AccountMailView;
  username?: string | undefined;
  token?: string | undefined;
}) {
  switch (view) {
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage username={username} token={token} />;
    case 'secure-panic':
      return <SecurePanicPage />;
    case 'email-check-failed':
      return <EmailCheckFailedPage />;
    case 'email-subscription':
      return <EmailSubscriptionPage token={token} />;
  }
}
