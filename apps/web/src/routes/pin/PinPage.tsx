// Pin closeup (the pin page): the media in a 508 px pane (it plays, pages or shows its items as
// the domain's decideCloseup says) and beside it, top to bottom: the actions row ("…", Send,
// Edit for the owner, the board dropdown and Save), "Visit site" or "Shop", the title, the
// product / recipe / article details, the description, the creator with Follow, and where it
// is saved, then its comments (the newest few, the box to add one, "View all comments"). Under
// it "More to explore", the related pins (RelatedPinFeedResource, surface RelatedPinGrid),
// loaded after the closeup so they never hold up its first paint.
import { lazy, Suspense, useMemo, type CSSProperties } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import {
  ACTIONS,
  boardDisplayName,
  CLOSEUP_TEXT,
  commerceDataOf,
  decideCloseup,
  FEEDBACK,
  isLinkSpamChecked,
  closeupReactions,
  PAGE_TEXT,
  pinPath,
  reactionCountLabel,
  routeHref,
  truncate,
} from '@corkboard/domain';
import { relatedPinsQuery } from '../../api/discovery-queries';
import { pinQuery } from '../../api/queries';
import { useLinklessClick } from './linkless-click';
import { OutboundLink } from '../../components/outbound/OutboundLink';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { useCardContext } from '../../components/pin-card/card-context';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { SharedIdeaHeader } from '../../components/shared-idea/SharedIdeaHeader';
import { useHiddenPins, useReportedPin } from '../../feedback/feedback-store';
import { findPin } from '../../saving/pin-cache';
import { useApp } from '../../state/app-context';
import { useVisitorPage } from '../../visitor/use-visitor-pages';
import { closeupImage, pinTitle } from './closeup-image';
import { CloseupComments } from './CloseupComments';
import { CloseupCreator } from './CloseupCreator';
import { CloseupDescription } from './CloseupDescription';
import { CloseupDetails } from './CloseupDetails';
import { CloseupMedia } from './CloseupMedia';
import { CloseupMenu } from './CloseupMenu';
import { closeupPlaceholder } from './closeup-placeholder';
import { CloseupReaction } from './CloseupReaction';
import { CloseupSave } from './CloseupSave';
import './closeup.css';

const ReportedOverlay = lazy(() => import('../../components/pin-card/ReportedOverlay'));

function EditLink({ id }: { id: string }) {
  // The round icon button of Send, so the source link keeps its room.
  return (
    <Link
      href={routeHref('pin-edit', { id })}
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
  );
}

export default function PinPage({ id, inviteCode }: { id: string; inviteCode: string | null }) {
  const { isBot, viewer, publicUrl } = useApp();
  const queryClient = useQueryClient();
  const cardContext = useCardContext('PinCloseup');
  // Come from a grid, the card's pin is already here: the closeup shows it (its picture, title
  // and pinner) at once, and the whole pin replaces it when it arrives.
  const {
    data: pin,
    error,
    isPending,
    isPlaceholderData,
    refetch,
  } = useQuery({
    ...pinQuery(id),
    placeholderData: () => {
      const held = findPin(queryClient, id);
      return held && closeupPlaceholder(held);
    },
  });
  // The picture sizes the closeup first showed stay while the pin is open: come from a grid,
  // the whole pin's 564x in a srcset would make the browser fetch the picture a second time.
  const firstImages = useMemo(() => findPin(queryClient, id)?.images, [queryClient, id]);
  const hidden = useHiddenPins();
  const reported = useReportedPin(id);
  useLinklessClick(pin, !isPlaceholderData, isBot);
  const [pathname] = useLocation();
  useVisitorPage(
    isBot ? null : { page: 'pin', id },
    pathname,
    viewer !== null,
    isPlaceholderData ? undefined : pin,
  );
  if (isPending) return <PageLoading />;
  if (!pin) return <QueryError error={error} onRetry={() => void refetch()} />;

  const title = pinTitle(pin);
  const closeup = decideCloseup(pin, isBot, publicUrl);
  const reactions = closeupReactions(pin, cardContext);
  const image = closeupImage(pin.images, isBot);
  const alt = pin.alt_text || pin.auto_alt_text || title || pin.description;
  const creator = pin.native_creator ?? pin.pinner;
  const links = {
    pinId: pin.id,
    tokens: pin.link_tokens,
    checked: isLinkSpamChecked(pin),
    promoted: pin.promoter !== null,
  };
  const { action } = closeup;
  return (
    <div className="page page-pin">
      <PageMeta
        title={pin.seo_title || title || PAGE_TEXT.pinFallbackTitle}
        description={truncate(pin.seo_description || pin.description || title, 160)}
        path={pinPath(pin.id, pin.title || pin.grid_title)}
        image={image?.src ?? null}
      />
      {inviteCode && !isBot ? <SharedIdeaHeader code={inviteCode} pinId={pin.id} /> : null}
      <article className="closeup" data-kind={closeup.media.type}>
        <div
          className="closeup-media"
          style={{ '--closeup-aspect': closeup.aspect } as CSSProperties}
        >
          {hidden.has(pin.id) ? (
            <div className="closeup-frame closeup-hidden" data-testid="closeup-hidden">
              <strong>{FEEDBACK.pinHidden}</strong>
            </div>
          ) : (
            <CloseupMedia
              media={closeup.media}
              aspect={closeup.aspect}
              pin={firstImages ? { ...pin, images: firstImages } : pin}
              isBot={isBot}
              alt={alt}
              links={links}
            />
          )}
          {reported ? (
            <Suspense fallback={null}>
              <ReportedOverlay pinId={pin.id} reported={reported} />
            </Suspense>
          ) : null}
        </div>
        <div className="closeup-body">
          <div className="closeup-actions">
            <div className="closeup-tools">
              {isBot ? null : <CloseupMenu pin={pin} />}
              {viewer?.id === pin.pinner.id ? <EditLink id={pin.id} /> : null}
            </div>
            <CloseupSave pin={pin} />
          </div>
          {action ? (
            <OutboundLink
              className={
                action.kind === 'shop' ? 'btn btn-red closeup-go' : 'btn btn-grey closeup-go'
              }
              url={action.href}
              pinId={pin.id}
              token={links.tokens[action.href]}
              checked={links.checked}
              promoted={links.promoted}
              context={{ commerceData: commerceDataOf(pin) }}
              testId="closeup-visit"
              pinImageUrl={image?.src}
              pinCategory={pin.category}
            >
              {action.label}
            </OutboundLink>
          ) : null}
          {title ? (
            <h1 className="closeup-title" dir="auto">
              {title}
            </h1>
          ) : null}
          <CloseupDetails details={closeup.details} />
          {pin.description ? <CloseupDescription text={pin.description} /> : null}
          {reactions?.controls ? (
            <CloseupReaction pin={pin} reactions={reactions} />
          ) : reactions ? (
            <p className="closeup-reactions" data-testid="closeup-reactions">
              {reactionCountLabel(reactions.count)}
            </p>
          ) : null}
          <CloseupCreator creator={creator} />
          <p className="closeup-board">
            {CLOSEUP_TEXT.closeupSavedTo}{' '}
            <Link href={pin.board.url} dir="auto">
              {boardDisplayName(pin.board)}
            </Link>
          </p>
          {isBot || isPlaceholderData ? null : <CloseupComments pin={pin} />}
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
