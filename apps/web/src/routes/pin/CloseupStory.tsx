// An idea pin on the closeup: its pages play one after another (IDEA_PIN_PAGE_MS each, stopping at
// the last), with a bar per page that fills as it plays, Pause / Play, arrows, dots, swipe and the
// arrow keys. Paging by hand pauses, as a person who steps through wants to read. Each page's
// text is written over its picture.
import { useEffect, useState } from 'react';
import {
  CLOSEUP_TEXT,
  IDEA_PIN_PAGE_MS,
  nextStoryPage,
  storyPageLabel,
  type CloseupStoryPage,
} from '@corkboard/domain';
import { PauseIcon, PlayIcon } from '../../components/pin-card/Icons';
import { CloseupImg } from './CloseupMedia';
import { PagerControls } from './PagerControls';
import { usePager, type Pager } from './use-pager';

function byHand(pager: Pager, pause: () => void): Pager {
  const step =
    <A extends unknown[]>(f: (...args: A) => void) =>
    (...args: A) => {
      pause();
      f(...args);
    };
  return { ...pager, go: step(pager.go), move: step(pager.move) };
}

export function CloseupStory({ pages }: { pages: CloseupStoryPage[] }) {
  const pager = usePager(pages.length);
  const [playing, setPlaying] = useState(pages.length > 1);
  const { index, go } = pager;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      const next = nextStoryPage(index, pages.length);
      if (next === null) setPlaying(false);
      else go(next);
    }, IDEA_PIN_PAGE_MS);
    return () => clearTimeout(timer);
  }, [playing, index, pages.length, go]);
  const manual = byHand(pager, () => setPlaying(false));
  return (
    <div
      className="closeup-pager closeup-story"
      data-testid="closeup-story"
      data-index={index}
      data-playing={playing ? '' : undefined}
    >
      <div className="closeup-progress" aria-hidden="true">
        {pages.map((_, i) => (
          <span
            key={i}
            data-state={i < index ? 'done' : i === index ? (playing ? 'playing' : 'current') : ''}
            style={{ animationDuration: `${IDEA_PIN_PAGE_MS}ms` }}
          />
        ))}
      </div>
      <div className="closeup-stage" {...manual.handlers}>
        <div className="closeup-track" style={{ transform: `translateX(${-index * 100}%)` }}>
          {pages.map((page, i) => (
            <div className="closeup-slide" key={i} aria-hidden={i === index ? undefined : true}>
              <CloseupImg image={page.image} priority={i === 0} />
              {page.text ? (
                <p className="closeup-page-text" dir="auto">
                  {page.text}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        {pages.length > 1 ? (
          <>
            <PagerControls
              pager={manual}
              previousLabel={CLOSEUP_TEXT.previousPage}
              nextLabel={CLOSEUP_TEXT.nextPage}
              dotLabel={storyPageLabel}
              testId="closeup-story"
            />
            <button
              type="button"
              className="closeup-play"
              aria-label={playing ? CLOSEUP_TEXT.pausePages : CLOSEUP_TEXT.playPages}
              onClick={() => {
                if (!playing && index === pages.length - 1) go(0);
                setPlaying(!playing);
              }}
              data-testid="closeup-story-play"
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
