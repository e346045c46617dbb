// The closeup's reaction button (issue 13; spec 000 §5, reqs 000-5.23, 000-5.24): a heart with the
// count, shown where the card's rules show reaction controls (closeupReactions). A click reacts
// 'like', a second takes the reaction back; pressed while the viewer has any reaction. Signed out
// it asks to log in, as the closeup's Save does. Only the heart: the API takes every type of
// REACTION_TYPES and the count adds them up, but the closeup offers no picker for the others.
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PinCloseup } from '@corkboard/contracts';
import {
  DEFAULT_REACTION,
  REACTION_TEXT,
  reactionButtonLabel,
  reactionCountText,
  type CloseupReactions,
} from '@corkboard/domain';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';
import { setReaction } from './pin-reaction';

export function CloseupReaction({
  pin,
  reactions,
}: {
  pin: PinCloseup;
  reactions: CloseupReactions;
}) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  // One write at a time: a second click while the first is on its way is ignored.
  const busy = useRef(false);
  const mine = reactions.viewerReaction;
  const name = REACTION_TEXT[mine ?? DEFAULT_REACTION];
  return (
    <button
      type="button"
      className="closeup-react"
      aria-pressed={mine !== null}
      aria-label={reactionButtonLabel(name, reactions.count)}
      title={name}
      onClick={() => {
        if (!viewer) {
          openLimitedLogin('continue');
          return;
        }
        if (busy.current) return;
        busy.current = true;
        void setReaction(queryClient, pin, mine ? null : DEFAULT_REACTION).finally(() => {
          busy.current = false;
        });
      }}
      data-testid="closeup-react"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20.3l-1.3-1.2C6 14.9 3 12.2 3 8.9 3 6.2 5.1 4.1 7.8 4.1c1.5 0 3 .7 4.2 1.9 1.2-1.2 2.7-1.9 4.2-1.9 2.7 0 4.8 2.1 4.8 4.8 0 3.3-3 6-7.7 10.2L12 20.3z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="closeup-react-count" data-testid="closeup-react-count">
        {reactionCountText(reactions.count)}
      </span>
    </button>
  );
}
