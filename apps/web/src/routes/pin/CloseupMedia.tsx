// The closeup's media, one renderer per kind of the domain's decideCloseup: the image; a video
// that plays (muted at first, with the browser's controls: on the pin page the person came to
// watch it); a gif that plays; a carousel paged with arrows, dots, swipe and the arrow keys, its
// slot's title and link under it; an idea pin played page by page; a collection's items. The
// box keeps the media's aspect, so nothing moves when it loads.
import type { CSSProperties } from 'react';
import { OutboundLink } from '../../components/outbound/OutboundLink';
import { CardImg } from '../../components/pin-card/CardImg';
import type { Pin } from '@corkboard/contracts';
import {
  CARD_TEXT,
  slideLabel,
  type CardImage,
  type CloseupMedia as Media,
} from '@corkboard/domain';
import { CloseupStory } from './CloseupStory';
import { PagerControls } from './PagerControls';
import { usePager } from './use-pager';
import { CLOSEUP_PANE_WIDTH, closeupImage } from './closeup-image';

/** The pane is 508 px wide, the whole screen on a phone. */
export const closeupSizes = `(max-width: ${CLOSEUP_PANE_WIDTH}px) 100vw, ${CLOSEUP_PANE_WIDTH}px`;

/** A picture of the pane: the card's image element, sized for the pane. */
export function CloseupImg({ image, priority = false }: { image: CardImage; priority?: boolean }) {
  return (
    <CardImg
      image={image}
      eager={priority}
      priority={priority}
      sizes={closeupSizes}
      className="closeup-img"
    />
  );
}

function PinImage({ pin, isBot, alt }: { pin: Pin; isBot: boolean; alt: string }) {
  const image = closeupImage(pin.images, isBot);
  if (!image) return null;
  return (
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
  );
}

/** What a slot's outbound link needs: the pin, its /offsite/ tokens, whether clicks are checked. */
export interface CloseupLinks {
  pinId: string;
  tokens: Record<string, string>;
  checked: boolean;
  /** An ad's: no signed-out interstitial (req 000-6.07). */
  promoted: boolean;
}

function Carousel({
  media,
  links,
}: {
  media: Extract<Media, { type: 'carousel' }>;
  links: CloseupLinks;
}) {
  const pager = usePager(media.slots.length, media.startIndex);
  const slot = media.slots[pager.index];
  return (
    <div className="closeup-pager" data-testid="closeup-carousel" data-index={pager.index}>
      <div className="closeup-stage" {...pager.handlers}>
        <div className="closeup-track" style={{ transform: `translateX(${-pager.index * 100}%)` }}>
          {media.slots.map((item, i) => (
            <div
              className="closeup-slide"
              key={item.id}
              aria-hidden={i === pager.index ? undefined : true}
            >
              <CloseupImg image={item.image} priority={i === media.startIndex} />
            </div>
          ))}
        </div>
        <PagerControls
          pager={pager}
          previousLabel={CARD_TEXT.previousSlide}
          nextLabel={CARD_TEXT.nextSlide}
          dotLabel={slideLabel}
          testId="closeup-carousel"
        />
      </div>
      {slot && (slot.title || slot.details) ? (
        <div className="closeup-slot" data-testid="closeup-slot">
          {slot.link ? (
            <OutboundLink
              url={slot.link}
              pinId={links.pinId}
              token={links.tokens[slot.link]}
              checked={links.checked}
              promoted={links.promoted}
              context={{ slotIndex: pager.index }}
            >
              {slot.title || slot.details}
            </OutboundLink>
          ) : (
            <strong dir="auto">{slot.title}</strong>
          )}
          {slot.title && slot.details ? <span dir="auto">{slot.details}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

export function CloseupMedia({
  media,
  aspect,
  pin,
  isBot,
  alt,
  links,
}: {
  media: Media;
  aspect: number;
  pin: Pin;
  isBot: boolean;
  alt: string;
  links: CloseupLinks;
}) {
  const box = { '--closeup-aspect': aspect } as CSSProperties;
  switch (media.type) {
    case 'image':
      return (
        <div className="closeup-frame" data-media="image">
          <PinImage pin={pin} isBot={isBot} alt={alt} />
        </div>
      );
    case 'video':
      return (
        <div className="closeup-frame closeup-box" style={box} data-media="video">
          {media.src ? (
            <video
              className="closeup-video"
              src={media.src}
              poster={media.poster.url || undefined}
              autoPlay
              muted
              loop
              playsInline
              controls
              aria-label={media.poster.alt || undefined}
              data-testid="closeup-video"
            />
          ) : (
            <CloseupImg image={media.poster} priority />
          )}
        </div>
      );
    case 'gif':
      return (
        <div className="closeup-frame" data-media="gif">
          {media.src ? (
            /\.(mp4|webm|m4v)(\?|$)/i.test(media.src) ? (
              <video className="closeup-video" src={media.src} autoPlay muted loop playsInline />
            ) : (
              <img
                src={media.src}
                width={media.image.width}
                height={media.image.height}
                alt={media.image.alt}
              />
            )
          ) : (
            <CloseupImg image={media.image} priority />
          )}
        </div>
      );
    case 'carousel':
      return (
        <div className="closeup-frame" style={box} data-media="carousel">
          <Carousel media={media} links={links} />
        </div>
      );
    case 'story':
      return (
        <div className="closeup-frame" style={box} data-media="story">
          <CloseupStory pages={media.pages} />
        </div>
      );
    case 'collection':
      return (
        <div className="closeup-frame" data-media="collection">
          <CloseupImg image={media.hero} priority />
          <div className="closeup-items">
            {media.items.map((item, i) =>
              item.link ? (
                <OutboundLink
                  key={i}
                  url={item.link}
                  pinId={links.pinId}
                  token={links.tokens[item.link]}
                  checked={links.checked}
                  promoted={links.promoted}
                  context={{ slotIndex: i }}
                  className="closeup-item"
                  testId="closeup-collection-item"
                >
                  <CloseupImg image={item.image} />
                </OutboundLink>
              ) : (
                <CloseupImg key={i} image={item.image} />
              ),
            )}
          </div>
        </div>
      );
    case 'storyUnavailable':
      return (
        <div
          className="closeup-frame closeup-unavailable"
          style={{ ...box, backgroundColor: media.dominantColor }}
          data-media="storyUnavailable"
        >
          <strong>{media.title}</strong>
          <span>{media.body}</span>
        </div>
      );
  }
}
