// Pieces of display_data that several kinds draw the same way (spec 001 §3): the icon by its
// codes, the picture or the video, the detailed text, the searches offered as chips and the
// further links. Each draws nothing when its fields are absent. Sizes are always given, so a
// picture that loads never moves the words (CLS 0).
import { useEffect } from 'react';
import type { ExperienceWire } from '@corkboard/contracts';
import { experienceIcon, searchQueryLinks, titledLinksOf } from '@corkboard/domain';
import { ExperienceLink } from './ExperienceLink';

type Data = ExperienceWire['display_data'];

/** display_data's icon and iconColor codes (req 001-9.13), as a symbol in its colour. */
export function ExperienceIcon({ data }: { data: Data }) {
  const icon = experienceIcon(data.icon, data.iconColor);
  if (!icon) return null;
  return (
    <span
      className="xp-icon"
      style={{ color: icon.color }}
      data-icon={icon.name}
      data-testid="experience-icon"
      aria-hidden="true"
    >
      {icon.glyph}
    </span>
  );
}

/** The image, else the video (muted, with its poster and controls, never playing by itself). */
export function ExperienceMedia({
  data,
  className,
  size,
}: {
  data: Data;
  className: string;
  size: { width: number; height: number };
}) {
  if (data.image) {
    return (
      <img
        className={className}
        src={data.image.url}
        alt={data.image.imageAlt ?? ''}
        width={data.image.width ?? size.width}
        height={data.image.height ?? size.height}
      />
    );
  }
  if (!data.video) return null;
  const meta = data.video.metadata;
  return (
    <video
      className={className}
      src={data.video.url}
      poster={meta?.thumbnail}
      width={meta?.width ?? size.width}
      height={meta?.height ?? size.height}
      muted
      playsInline
      controls
      preload="metadata"
      data-testid="experience-video"
    />
  );
}

/** The detailed text, the search chips and the further links, under the main words. */
export function ExperienceMore({ data, onFollow }: { data: Data; onFollow: () => void }) {
  const searches = searchQueryLinks(data);
  const links = titledLinksOf(data);
  return (
    <>
      {data.detailed_text ? (
        <p className="xp-detail" data-testid="experience-detail">
          {data.detailed_text}
        </p>
      ) : null}
      {searches.length > 0 ? (
        <ul className="xp-chips" data-testid="experience-searches">
          {searches.map((s) => (
            <li key={s.query}>
              <ExperienceLink href={s.href} className="xp-chip" onClick={onFollow}>
                {s.query}
              </ExperienceLink>
            </li>
          ))}
        </ul>
      ) : null}
      {links.length > 0 ? (
        <ul className="xp-links" data-testid="experience-links">
          {links.map((l, i) => (
            <li key={`${l.href}-${i}`}>
              <ExperienceLink href={l.href} className="xp-link" onClick={onFollow}>
                {l.title}
              </ExperienceLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

let footerHiders = 0;

/**
 * While an experience that hides the footer shows (domain hidesFooter), the phone's bottom
 * navigation is hidden. Counted, so two such experiences keep it hidden until both are gone.
 */
export function useHideFooter(hide: boolean) {
  useEffect(() => {
    if (!hide) return;
    footerHiders += 1;
    document.documentElement.dataset.xpHideFooter = '';
    return () => {
      footerHiders -= 1;
      if (footerHiders === 0) delete document.documentElement.dataset.xpHideFooter;
    };
  }, [hide]);
}
