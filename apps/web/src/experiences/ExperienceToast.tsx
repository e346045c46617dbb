// An experience toast (type 10, req 001-2.08): shown through the product's toasts (100 ms in,
// its duration, 200 ms out, paused on hover); its link completes it. A link starting with #
// goes nowhere (req 001-5.08: "has its default action prevented").
import { useEffect } from 'react';
import type { ExperienceWire } from '@corkboard/contracts';
import { EXPERIENCES, TOAST_DEFAULT_MS } from '@corkboard/domain';
import { showToast, type ToastAction } from '../saving/overlays';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

export function ExperienceToast({ experience: e }: { experience: ExperienceWire }) {
  const end = useEnding(e);
  useEffect(() => {
    const d = e.display_data;
    const href = d.link?.href;
    const label = d.link?.text ?? EXPERIENCES.go;
    const complete = () => end('completed', ELEMENT.primary);
    const action: ToastAction | null = !href
      ? null
      : href.startsWith('#')
        ? { label, testId: 'toast-experience', onClick: complete }
        : { label, testId: 'toast-experience', href, onClick: complete };
    showToast({
      text: d.message ?? '',
      durationMs: d.duration ?? TOAST_DEFAULT_MS,
      ...(action ? { actions: [action] } : {}),
    });
  }, [e, end]);
  return null;
}
