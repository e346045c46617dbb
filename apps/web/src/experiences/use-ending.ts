// "A complete or dismiss action is applied once per experience per mount" (req 001-4.02); the
// view is reported when the surface first shows (req 001-4.01); one shown and left alone for
// 4000 ms logs the no-action event (req 001-9.03); and the ids that "auto-complete without
// removal" (req 001-9.12) complete as they show.
import { useCallback, useEffect, useRef } from 'react';
import type { ExperienceWire } from '@corkboard/contracts';
import { CLIENT_EVENT, completesWithoutRemoval, NO_ACTION_EVENT_MS } from '@corkboard/domain';
import { logEvent } from '../logging/event-log';
import { endExperience, reportViewed, type Ending } from './lifecycle';

export function useEnding(e: ExperienceWire, shown = true) {
  const ended = useRef(false);
  const end = useCallback(
    (how: Ending, element?: number) => {
      if (ended.current) return;
      ended.current = true;
      endExperience(e, how, element);
    },
    [e],
  );
  useEffect(() => {
    if (!shown) return;
    reportViewed(e);
    if (completesWithoutRemoval(e.experience_id)) end('completed');
    const id = setTimeout(() => {
      if (!ended.current) {
        logEvent({
          event_type: CLIENT_EVENT.experienceNoAction,
          object_id: String(e.experience_id),
        });
      }
    }, NO_ACTION_EVENT_MS);
    return () => clearTimeout(id);
  }, [e, shown, end]);
  return end;
}
