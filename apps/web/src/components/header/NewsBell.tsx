// The news hub's way in (issue 16): in the header, a bell to /notifications/ with the unread
// badge; the phone's bottom bar shows the same badge on its Updates item (BottomNav.tsx). The
// badge is read once the page has hydrated, never in the server's HTML, and sits over the icon
// (absolutely placed), so its arrival moves nothing.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { NEWS_BELL, newsBadge, routeHref } from '@corkboard/domain';
import { newsBadgeQuery } from '../../api/news-queries';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';

export const BELL_ICON =
  'M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm-2.5 16a2.5 2.5 0 0 0 5 0z';

/** The unread badge's text for the signed-in viewer, or null (nothing unread, or not yet read). */
export function useNewsBadge(): string | null {
  const { viewer } = useApp();
  const hydrated = useHydrated();
  const { data } = useQuery({ ...newsBadgeQuery(), enabled: viewer !== null && hydrated });
  return data ? newsBadge(data.unread_count) : null;
}

export function NewsBadge({ badge }: { badge: string | null }) {
  return badge ? (
    <span className="news-badge" data-testid="news-badge">
      {badge}
    </span>
  ) : null;
}

export function NewsBell() {
  const badge = useNewsBadge();
  return (
    <Link
      href={routeHref('notifications')}
      className="header-create header-news"
      aria-label={badge ? NEWS_BELL.unread(badge) : NEWS_BELL.label}
      data-testid="header-news"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={BELL_ICON} fill="currentColor" />
      </svg>
      <NewsBadge badge={badge} />
    </Link>
  );
}
