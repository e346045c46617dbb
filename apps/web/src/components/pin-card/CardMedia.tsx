import { CARD_TEXT, pageCountLabel } from '@corkboard/domain';
// The media box of a card: exactly `mediaAspect * width` tall (the padding trick, so the grid
// math holds to the pixel), filled by one renderer per media kind. The card link wraps the
// media; controls (carousel arrows, the video button) are its siblings, never inside it.
import { Suspense, type ReactNode } from 'react';
import type { CardMedia as Media } from '@corkboard/domain';
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

export interface CardMediaProps {
  media: Media;
  aspect: number;
  link: CardLinkProps;
  eager: boolean;
  /** Hover state of the card: a gif plays while hovered. */
  active: boolean;
  /** A carousel moved to another slide. */
  onSlideChange?: () => void;
}

export function CardMedia({ media, aspect, link, eager, active, onSlideChange }: CardMediaProps) {
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
        <CardLink {...link}>
          <div className="pc-collection">
            <CardImg image={media.hero} eager={eager} className="pc-img pc-hero" />
            <div className="pc-items">
              {/* Small thumbnails: a third of the card wide, never ahead of the main images. */}
              {media.items.map((item, i) => (
                <CardImg
                  key={i}
                  image={item}
                  eager={eager}
                  priority={false}
                  sizes={thirdImageSizes}
                />
              ))}
            </div>
          </div>
        </CardLink>
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
