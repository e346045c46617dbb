// A search delight (component type 3, req 001-3.02): when the server chose one for this search
// (its search_query_list names the query), its icon bursts up over the results and its message
// shows, for display_data.duration (search-delight.ts). It takes no input: the icons let every
// click through, and the message is a status a screen reader announces. Under reduced motion
// only the message shows. It plays once per search on a page load; how often it comes back on
// later searches is the operator's caps (max_views), as a showing is a view.
import { useEffect, useState, type CSSProperties } from 'react';
import type { ExperienceWire } from '@corkboard/contracts';
import { delightBurst, delightDurationMs, experienceIcon } from '@corkboard/domain';
import { useEnding } from './use-ending';
import './search-delight.css';

/** What this page load has played: `placed experience + search`. */
const playedHere = new Set<string>();

export function SearchDelight({
  experience: e,
  query,
}: {
  experience: ExperienceWire;
  query: string;
}) {
  const key = `${e.id} ${query}`;
  // Decided once per mount; the host mounts a new one for each search.
  const [playing, setPlaying] = useState(() => !playedHere.has(key));
  useEnding(e, playing);
  const durationMs = delightDurationMs(e.display_data.duration);
  useEffect(() => {
    if (!playing) return;
    playedHere.add(key);
    const id = setTimeout(() => setPlaying(false), durationMs);
    return () => clearTimeout(id);
  }, [playing, key, durationMs]);
  if (!playing) return null;
  const icon = experienceIcon(e.display_data.icon, e.display_data.iconColor);
  const style = { '--xp-delight-ms': `${durationMs}ms` } as CSSProperties;
  return (
    <div className="xp-delight" style={style} data-testid="search-delight">
      {icon ? (
        <div className="xp-delight-burst" aria-hidden="true" data-icon={icon.name}>
          {delightBurst(e.experience_id).map((p, i) => (
            <span
              key={i}
              className="xp-delight-icon"
              style={
                {
                  color: icon.color,
                  left: `${p.leftPct}%`,
                  animationDelay: `${p.delayMs}ms`,
                  '--drift': `${p.driftPx}px`,
                  '--scale': p.scale,
                  '--rot': `${p.rotateDeg}deg`,
                } as CSSProperties
              }
            >
              {icon.glyph}
            </span>
          ))}
        </div>
      ) : null}
      {e.display_data.message ? (
        <p className="xp-delight-message" role="status" data-testid="search-delight-message">
          {e.display_data.message}
        </p>
      ) : null}
    </div>
  );
}
