// Pin closeup: the image in a 508 px pane, title, description, source link, board and pinner;
// under it "More to explore", the related pins (RelatedPinFeedResource, surface
// RelatedPinGrid), loaded after the closeup so they never hold up its first paint.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  ACTIONS,
  CLOSEUP_TEXT,
  domainFromUrl,
  PAGE_TEXT,
  pinPath,
  profilePath,
  routeHref,
  truncate,
} from '@corkboard/domain';
import { relatedPinsQuery } from '../../api/discovery-queries';
import { pinQuery } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { useApp } from '../../state/app-context';
import { closeupImage, pinTitle } from './closeup-image';
import { CloseupSave } from './CloseupSave';

export default function PinPage({ id }: { id: string }) {
  const { isBot, viewer } = useApp();
  const { data: pin, error, isPending, refetch } = useQuery(pinQuery(id));
  if (isPending) return <PageLoading />;
  if (!pin) return <QueryError error={error} onRetry={() => void refetch()} />;

  const title = pinTitle(pin);
  const image = closeupImage(pin.images, isBot);
  // Links render only for http(s) schemes (docs/DESIGN.md §5).
  const linkDomain = domainFromUrl(pin.link);
  const domain = pin.domain || linkDomain;
  const alt = pin.alt_text || pin.auto_alt_text || title || pin.description;
  return (
    <div className="page page-pin">
      <PageMeta
        title={pin.seo_title || title || PAGE_TEXT.pinFallbackTitle}
        description={truncate(pin.seo_description || pin.description || title, 160)}
        path={pinPath(pin.id, pin.title || pin.grid_title)}
        image={image?.src ?? null}
      />
      <article className="closeup">
        <div className="closeup-media">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet ?? undefined}
              sizes={image.sizes ?? undefined}
              width={image.width}
              height={image.height}
              alt={alt}
              style={{ backgroundColor: pin.dominant_color || undefined }}
              // The closeup's largest element: fetched first (React preloads it from the head).
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className="closeup-body">
          <div className="closeup-actions">
            {linkDomain && pin.link ? (
              <a className="closeup-source" href={pin.link} rel="nofollow noopener" target="_blank">
                {domain}
              </a>
            ) : (
              <span />
            )}
            {viewer?.id === pin.pinner.id ? (
              // The round icon button of Send, so the source link keeps its room.
              <Link
                href={routeHref('pin-edit', { id: pin.id })}
                className="closeup-share"
                aria-label={ACTIONS.edit}
                title={ACTIONS.edit}
                data-testid="closeup-edit"
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    fill="none"
                  />
                </svg>
              </Link>
            ) : null}
            <CloseupSave pin={pin} />
          </div>
          {title ? (
            <h1 className="closeup-title" dir="auto">
              {title}
            </h1>
          ) : null}
          {pin.description ? (
            <p className="closeup-description" dir="auto">
              {pin.description}
            </p>
          ) : null}
          <Link href={profilePath(pin.pinner.username)} className="closeup-pinner">
            <Avatar src={pin.pinner.image_medium_url} name={pin.pinner.full_name} size={48} />
            <span dir="auto">{pin.pinner.full_name || pin.pinner.username}</span>
          </Link>
          <p className="closeup-board">
            {CLOSEUP_TEXT.closeupSavedTo}{' '}
            <Link href={pin.board.url} dir="auto">
              {pin.board.name}
            </Link>
          </p>
        </div>
      </article>
      <section className="closeup-related" aria-labelledby="closeup-related-heading">
        <h2 id="closeup-related-heading" className="section-heading">
          {CLOSEUP_TEXT.relatedHeading}
        </h2>
        <PinFeed
          page="related"
          query={relatedPinsQuery(pin.id)}
          label={CLOSEUP_TEXT.relatedHeading}
          empty={CLOSEUP_TEXT.relatedEmpty}
          firstScreen={0}
        />
      </section>
    </div>
  );
}
