// An on/off control of the tuner (follow, hide) that answers at once and puts itself back with
// the server's message when the call fails. The row stays where it is either way, so the
// undo of an unfollow or an unhide is the same button pressed again.
import { useState } from 'react';
import { showErrorToast } from '../../saving/overlays';

export interface Toggle {
  on: boolean;
  pending: boolean;
  toggle: () => void;
}

export function useToggle(initial: boolean, call: (next: boolean) => Promise<void>): Toggle {
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const toggle = () => {
    if (pending) return;
    const next = !on;
    setOn(next);
    setPending(true);
    call(next)
      .catch((error: unknown) => {
        setOn(!next);
        showErrorToast(error);
      })
      .finally(() => setPending(false));
  };
  return { on, pending, toggle };
}
