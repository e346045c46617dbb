import { CARD_TEXT, videoDuration } from '@corkboard/domain';
// A video pin: the poster until the page-wide store lets it play (muted, inline, looping), and
// a small play/pause button outside the card link. The poster is the card's <img> under the
// (transparent until playing) video, never the video's `poster` attribute: that one is fetched
// at once for every video card of the page, far below the fold too, at the 736x size.
import { useId, useRef } from 'react';
import type { CardMedia } from '@corkboard/domain';
import { CardImg, CardLink, type CardLinkProps } from './CardImg';
import { PauseIcon, PlayIcon } from './Icons';
import { useVideoPlayback } from './video-playback';

type VideoMedia = Extract<CardMedia, { type: 'video' }>;

export function CardVideo({
  media,
  link,
  eager,
}: {
  media: VideoMedia;
  link: CardLinkProps;
  eager: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  // The same pin may be on the page twice (the gallery): each instance is its own player.
  const instance = useId();
  const { playing, toggle } = useVideoPlayback(instance, media.promoted, ref);
  const { poster } = media;
  return (
    <>
      <CardLink {...link}>
        <CardImg image={poster} eager={eager} />
        {media.src ? (
          <video
            ref={ref}
            className="pc-video"
            src={media.src}
            muted
            playsInline
            loop
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
            data-playing={playing ? '' : undefined}
          />
        ) : null}
      </CardLink>
      {media.src ? (
        <div className="pc-video-bar">
          <button
            type="button"
            className="pc-round pc-video-toggle"
            aria-label={playing ? CARD_TEXT.pauseVideo : CARD_TEXT.playVideo}
            data-testid="pin-card-video-toggle"
            onClick={toggle}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          {media.durationMs > 0 ? (
            <span className="pc-chip-dark">{videoDuration(media.durationMs)}</span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
