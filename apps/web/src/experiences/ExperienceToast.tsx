// An experience toast (type 10, req 001-2.08): shown through the product's toasts (100 ms in,
// its duration, 200 ms out, paused on hover), once per placed experience per page load; its
// link completes it and then goes where it points (a path here, an http(s) link in a new tab).
// A link starting with # goes nowhere and is counted (req 001-5.08: "has its default action
// prevented"; req 001-8.05).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ExperienceWire } from '@corkboard/contracts';
import {
  CLIENT_EVENT,
  EXPERIENCES,
  isEmptyHref,
  opensInNewTab,
  TOAST_DEFAULT_MS,
} from '@corkboard/domain';
import { logEvent } from '../logging/event-log';
import { showToast, type ToastAction } from '../saving/overlays';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

/**
 * The placed experiences whose toast this page load has shown. The store hands the toast a new
 * copy of its experience when the view is reported and on every refetch: each is the same toast.
 */
const shownHere = new Set<string>();

export function ExperienceToast({ experience: e }: { experience: ExperienceWire }) {
  const end = useEnding(e);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (shownHere.has(e.id)) return;
    shownHere.add(e.id);
    const d = e.display_data;
    const href = d.link?.href;
    const label = d.link?.text ?? EXPERIENCES.go;
    const nowhere = !href || isEmptyHref(href);
    // The toast's link runs this in place of following itself (its href is for a new tab).
    const complete = () => {
      end('completed', ELEMENT.primary);
      if (nowhere) logEvent({ event_type: CLIENT_EVENT.emptyHref });
      else if (opensInNewTab(href)) window.open(href, '_blank', 'noopener');
      else navigate(href);
    };
    const action: ToastAction | null = !href
      ? null
      : nowhere
        ? { label, testId: 'toast-experience', onClick: complete }
        : { label, testId: 'toast-experience', href, onClick: complete };
    showToast({
      text: d.message ?? '',
      durationMs: d.duration ?? TOAST_DEFAULT_MS,
      ...(action ? { actions: [action] } : {}),
    });
  }, [e, end, navigate]);
  return null;
}
