// The settings' notifications (issue 16): which news Corkboard mails. Everything is in the
// updates either way (/notifications/).
import { useId } from 'react';
import { EMAIL_NOTIFICATIONS } from '@corkboard/domain';
import { EmailChoicesForm } from '../../components/email-choices/EmailChoicesForm';

export function NotificationsSection() {
  const headingId = useId();
  return (
    <section
      className="settings-section"
      aria-labelledby={headingId}
      data-testid="settings-notifications"
    >
      <h2 id={headingId}>{EMAIL_NOTIFICATIONS.heading}</h2>
      <EmailChoicesForm />
    </section>
  );
}
