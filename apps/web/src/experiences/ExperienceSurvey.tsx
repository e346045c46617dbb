// A survey (spec 001 §4 "Survey", req 001-4.13 to 001-4.15, 001-5.07): the survey page loads
// in a frame first, unseen; if it does not report loaded within 15 s nothing shows. Once
// loaded, the prompt appears after the presentation delay of its action_trigger (1 at once,
// 2 when the person leaves the page, else after the delay). Accepting shows the frame; the
// frame's 'surveyFinished' completes it. Messages count only from the survey link's origin.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ExperienceWire } from '@corkboard/contracts';
import {
  askedDelayMs,
  completeButtonOf,
  dismissButtonOf,
  EXPERIENCES,
  SURVEY_FRAME_TIMEOUT_MS,
  surveyPresentation,
} from '@corkboard/domain';
import { ExperienceDialog } from './ExperienceDialog';
import { ExperienceLink } from './ExperienceLink';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

/** Req 001-5.07: "accepted only if the sender origin matches the start of the survey link". */
export const fromSurvey = (link: string, origin: string) =>
  origin !== '' && link.startsWith(origin);

function messageType(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'type' in data && typeof data.type === 'string') {
    return data.type;
  }
  return null;
}

/** On-leave mode: the first click on a link of this site waits for the survey (once). */
function useLeaveOnce(active: boolean, onLeave: (href: string) => void) {
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      if (
        link.origin !== window.location.origin ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      document.removeEventListener('click', onClick, true);
      onLeave(link.pathname + link.search + link.hash);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active, onLeave]);
}

export function ExperienceSurvey({ experience: e }: { experience: ExperienceWire }) {
  const d = e.display_data;
  const [, navigate] = useLocation();
  const link = d.link?.href ?? '';
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [timerDone, setTimerDone] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const resumeTo = useRef<string | null>(null);
  const presentation = surveyPresentation(d.action_trigger, askedDelayMs(d));
  const delayMs = presentation.mode === 'delayed' ? presentation.delayMs : null;
  const due =
    presentation.mode === 'immediate' ||
    (presentation.mode === 'delayed' && timerDone) ||
    (presentation.mode === 'onLeave' && leaving);
  const shown = loaded && due && !timedOut;
  const endOnce = useEnding(e, shown);
  const end = (how: 'completed' | 'dismissed', element: number) => {
    endOnce(how, element);
    const next = resumeTo.current;
    resumeTo.current = null;
    // "On-leave mode blocks navigation once, shows the survey, then resumes the navigation."
    if (next) navigate(next);
  };
  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (!fromSurvey(link, event.origin) || event.source !== frame.current?.contentWindow) return;
    const type = messageType(event.data);
    if (type === 'surveyLoaded') setLoaded(true);
    if (type === 'surveyFinished') end('completed', ELEMENT.primary);
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  useEffect(() => {
    if (loaded) return;
    const id = setTimeout(() => setTimedOut(true), SURVEY_FRAME_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [loaded]);

  // The presentation delay runs once the frame has reported loaded.
  useEffect(() => {
    if (!loaded || delayMs === null) return;
    const id = setTimeout(() => setTimerDone(true), delayMs);
    return () => clearTimeout(id);
  }, [loaded, delayMs]);

  useLeaveOnce(loaded && presentation.mode === 'onLeave' && !leaving, (href) => {
    resumeTo.current = href;
    setLeaving(true);
  });

  if (timedOut && !loaded) return null;
  return (
    <ExperienceDialog
      title={d.title ?? ''}
      hidden={!shown}
      onClose={() => end('dismissed', ELEMENT.dismiss)}
      testId="experience-survey"
    >
      {accepted ? null : (
        <>
          {d.sub_text ? <p className="xp-dialog-body">{d.sub_text}</p> : null}
          <div className="xp-dialog-actions">
            <button
              type="button"
              className="btn btn-grey"
              onClick={() => end('dismissed', ELEMENT.dismiss)}
              data-testid="survey-decline"
            >
              {dismissButtonOf(d)?.text ?? EXPERIENCES.close}
            </button>
            {(d.buttons ?? []).map((b, i) =>
              b.uri ? (
                <ExperienceLink
                  key={i}
                  href={b.uri}
                  className="btn btn-grey"
                  onClick={() => end('completed', ELEMENT.secondary)}
                >
                  {b.text}
                </ExperienceLink>
              ) : (
                // "A survey button with a uri is a link; without one it is a dismiss."
                <button
                  key={i}
                  type="button"
                  className="btn btn-grey"
                  onClick={() => end('dismissed', ELEMENT.dismiss)}
                >
                  {b.text}
                </button>
              ),
            )}
            <button
              type="button"
              className="btn btn-red"
              onClick={() => setAccepted(true)}
              data-testid="survey-accept"
              data-autofocus
            >
              {completeButtonOf(d)?.text ?? EXPERIENCES.go}
            </button>
          </div>
        </>
      )}
      <iframe
        ref={frame}
        className="xp-survey-frame"
        src={link}
        title={d.title ?? ''}
        hidden={!accepted}
        sandbox="allow-scripts allow-forms allow-same-origin"
        data-testid="survey-frame"
      />
    </ExperienceDialog>
  );
}
