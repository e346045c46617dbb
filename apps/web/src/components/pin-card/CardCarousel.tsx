// A carousel pin (spec 000 §4 "Carousel", reqs 000-4.18 to 000-4.20, 000-2.24): slides on a track,
// left/right arrows disabled at the first/last slide, dots, swipe on touch (pointer events) and the
// arrow keys while focus is in the card. The index rules are the domain's; this only moves the
// track.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  CARD_TEXT,
  type CardMedia,
  carouselArrows,
  type CarouselDirection,
  carouselIndexAfter,
  carouselIndexAfterSwipe,
  carouselStartIndex,
  slideLabel,
  swipeDirection,
} from '@corkboard/domain';
import { CardImg, CardLink, type CardLinkProps } from './CardImg';
import { ChevronIcon } from './Icons';

type CarouselMedia = Extract<CardMedia, { type: 'carousel' }>;

export function CardCarousel({
  media,
  link,
  eager,
  onSlideChange,
}: {
  media: CarouselMedia;
  link: CardLinkProps;
  eager: boolean;
  onSlideChange?: (() => void) | undefined;
}) {
  const count = media.slots.length;
  const paging = { slideCount: count, itemsPerPage: media.itemsPerPage };
  const [index, setIndex] = useState(() => carouselStartIndex(media.startIndex, count));
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const { leftDisabled, rightDisabled } = carouselArrows(index, count);
  const go = (next: number) => {
    if (next === index) return;
    setIndex(next);
    onSlideChange?.();
  };
  const move = (direction: CarouselDirection) => go(carouselIndexAfter(index, direction, paging));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !rightDisabled) move('next');
    else if (event.key === 'ArrowLeft' && !leftDisabled) move('previous');
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const swipe = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (swipe === null) return;
    swiped.current = true;
    go(carouselIndexAfterSwipe(index, swipe, paging));
  };

  const slot = media.slots[index];
  return (
    <div
      className="pc-carousel"
      data-index={index}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      onClickCapture={(event) => {
        // A swipe is not a click on the card link.
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <CardLink {...link}>
        <div className="pc-track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {media.slots.map((item, i) => (
            <div className="pc-slide" key={item.id} aria-hidden={i === index ? undefined : true}>
              <CardImg image={item.image} eager={eager && i === 0} />
            </div>
          ))}
        </div>
        {slot?.title ? (
          <span className="pc-slot-title" dir="auto">
            {slot.title}
          </span>
        ) : null}
      </CardLink>
      <span className="visually-hidden" aria-live="polite">
        {slideLabel(index + 1, count)}
      </span>
      <button
        type="button"
        className="pc-round pc-arrow pc-arrow-left"
        aria-label={CARD_TEXT.previousSlide}
        disabled={leftDisabled}
        onClick={() => move('previous')}
        data-testid="pin-card-carousel-prev"
      >
        <ChevronIcon dir="left" />
      </button>
      <button
        type="button"
        className="pc-round pc-arrow pc-arrow-right"
        aria-label={CARD_TEXT.nextSlide}
        disabled={rightDisabled}
        onClick={() => move('next')}
        data-testid="pin-card-carousel-next"
      >
        <ChevronIcon dir="right" />
      </button>
      <span className="pc-dots" aria-hidden="true">
        {media.slots.map((item, i) => (
          <span key={item.id} className="pc-dot" data-current={i === index ? '' : undefined} />
        ))}
      </span>
    </div>
  );
}
