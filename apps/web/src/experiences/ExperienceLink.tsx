// A button of an experience that goes somewhere: http(s) links open in a new tab (req 001-4.12,
// 001-5.06), paths on this site navigate in place, and an empty or `#` link goes nowhere and
// is counted (req 001-5.08, 001-8.05: "Empty or #-only href: no navigation, a metric is
// recorded").
import type { MouseEvent, ReactNode } from 'react';
import { CLIENT_EVENT, isEmptyHref, opensInNewTab } from '@corkboard/domain';
import { logEvent } from '../logging/event-log';

export function ExperienceLink({
  href,
  className,
  onClick,
  testId,
  children,
}: {
  href: string;
  className: string;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const external = opensInNewTab(href);
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      {...(external ? { target: '_blank', rel: 'noopener nofollow' } : {})}
      onClick={(event: MouseEvent) => {
        if (isEmptyHref(href)) {
          event.preventDefault();
          logEvent({ event_type: CLIENT_EVENT.emptyHref });
        }
        onClick();
      }}
    >
      {children}
    </a>
  );
}

/** An experience's button: a link when it has an href, else a plain button. */
export function ExperienceAction({
  action,
  primary,
  onDone,
  testId = primary ? 'experience-primary' : 'experience-secondary',
  autoFocus = false,
}: {
  action: { label: string; href?: string | undefined };
  primary: boolean;
  onDone: () => void;
  testId?: string;
  autoFocus?: boolean;
}) {
  const className = `btn ${primary ? 'btn-red' : 'btn-grey'}`;
  return action.href ? (
    <ExperienceLink href={action.href} className={className} onClick={onDone} testId={testId}>
      {action.label}
    </ExperienceLink>
  ) : (
    <button
      type="button"
      className={className}
      onClick={onDone}
      data-testid={testId}
      data-autofocus={autoFocus ? '' : undefined}
    >
      {action.label}
    </button>
  );
}
