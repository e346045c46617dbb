// The media box of a card: exactly `mediaAspect * width` tall (the padding trick, so the grid
// math holds to the pixel), filled by one renderer per media kind. The card link wraps the
// media; controls (carousel arrows, the video button) are its siblings, never inside it.
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { CARD_TEXT, offsiteHref, pageCountLabel, type CardMedia as Media } from '@corkboard/domain';
import { CardImg, CardLink, thirdImageSizes, type CardLinkProps } from './CardImg';
import { PagesIcon } from './Icons';
import { CARD_CAROUSEL_PART, CARD_VIDEO_PART } from './card-parts';

function GifMedia({
  media,
  playing,
  eager,
}: {
  media: Extract<Media, { type: 'gif' }>;
  playing: boolean;
  eager: boolean;
}) {
  return (
    <>
      <CardImg image={media.image} eager={eager} />
      {playing && media.src ? (
        /\.(mp4|webm|m4v)(\?|$)/i.test(media.src) ? (
          <video className="pc-gif" src={media.src} autoPlay muted loop playsInline />
        ) : (
          <img
            className="pc-gif"
            src={media.src}
            width={media.image.width}
            height={media.image.height}
            alt=""
          />
        )
      ) : null}
      <span className="pc-chip-dark pc-corner-bl">{CARD_TEXT.gif}</span>
    </>
  );
}

function StoryUnavailable({ media }: { media: Extract<Media, { type: 'storyUnavailable' }> }) {
  return (
    <div
      className="pc-unavailable"
      style={{ backgroundColor: media.dominantColor }}
      data-testid="pin-card-unavailable"
    >
      <strong dir="auto">{media.title}</strong>
      <span>{media.body}</span>
    </div>
  );
}

/**
 * An item of a collection ad with a link of its own: the collection-chip click (spec 000 §7,
 * collection-click.ts). Without the server's token the address is the "You're leaving" page,
 * so a middle click or "open in new tab" still names where it goes.
 */
function CollectionItemLink({
  url,
  pinId,
  position,
  children,
}: {
  url: string;
  pinId: string;
  position: number;
  children: ReactNode;
}) {
  const href = offsiteHref(url, pinId, '');
  function onClick(event: MouseEvent) {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Offline, nothing happens (req 000-5.37); else a tab opens now, while the click counts.
    if (!navigator.onLine) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void import('./collection-click').then((m) =>
      m.followCollectionItem(tab, url, pinId, position, href),
    );
  }
  return (
    <a
      className="pc-item"
      href={href}
      target="_blank"
      rel="nofollow noopener"
      onClick={onClick}
      data-testid="pin-card-collection-item"
    >
      {children}
    </a>
  );
}

export interface CardMediaProps {
  media: Media;
  /** The pin's id: the collection-chip click names it. */
  pinId: string;
  aspect: number;
  link: CardLinkProps;
  eager: boolean;
  /** Hover state of the card: a gif plays while hovered. */
  active: boolean;
  /** A carousel moved to another slide. */
  onSlideChange?: () => void;
}

export function CardMedia({
  media,
  pinId,
  aspect,
  link,
  eager,
  active,
  onSlideChange,
}: CardMediaProps) {
  let content: ReactNode;
  switch (media.type) {
    case 'video':
      // Its poster stands in while the part loads after a client-side navigation (card-parts.ts).
      content = (
        <Suspense
          fallback={
            <CardLink {...link}>
              <CardImg image={media.poster} eager={eager} />
            </CardLink>
          }
        >
          <CARD_VIDEO_PART.Component media={media} link={link} eager={eager} />
        </Suspense>
      );
      break;
    case 'carousel':
      // Its first slide stands in while the part loads after a client-side navigation.
      content = (
        <Suspense
          fallback={
            <CardLink {...link}>
              {media.slots[0] ? <CardImg image={media.slots[0].image} eager={eager} /> : null}
            </CardLink>
          }
        >
          <CARD_CAROUSEL_PART.Component
            media={media}
            link={link}
            eager={eager}
            onSlideChange={onSlideChange}
          />
        </Suspense>
      );
      break;
    case 'image':
      content = (
        <CardLink {...link}>
          <CardImg image={media.image} eager={eager} />
        </CardLink>
      );
      break;
    case 'gif':
      content = (
        <CardLink {...link}>
          <GifMedia media={media} playing={active} eager={eager} />
        </CardLink>
      );
      break;
    case 'collection':
      content = (
        <div className="pc-collection">
          <CardLink {...link}>
            <CardImg image={media.hero} eager={eager} className="pc-img pc-hero" />
          </CardLink>
          <div className="pc-items">
            {media.items.map((item, i) => {
              // Small thumbnails: a third of the card wide, never ahead of the main images.
              const thumb = (
                <CardImg
                  image={item.image}
                  eager={eager}
                  priority={false}
                  sizes={thirdImageSizes}
                />
              );
              return item.link ? (
                <CollectionItemLink key={i} url={item.link} pinId={pinId} position={i}>
                  {thumb}
                </CollectionItemLink>
              ) : (
                <CardLink key={i} {...link}>
                  {thumb}
                </CardLink>
              );
            })}
          </div>
        </div>
      );
      break;
    case 'story':
      content = (
        <CardLink {...link}>
          <CardImg image={media.cover} eager={eager} />
          <span className="pc-chip-dark pc-corner-bl">
            <PagesIcon />
            {pageCountLabel(media.pageCount)}
          </span>
        </CardLink>
      );
      break;
    case 'storyUnavailable':
      content = (
        <CardLink {...link}>
          <StoryUnavailable media={media} />
        </CardLink>
      );
      break;
  }
  return (
    <div className="pc-media" style={{ paddingBottom: `${aspect * 100}%` }}>
      {content}
    </div>
  );
}
