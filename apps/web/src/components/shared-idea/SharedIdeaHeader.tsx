// The shared-idea header of a pin page opened from a shared link (spec 000 §3, §4, §8; rules in
// domain invites/shared-idea.ts): "{name} shared this idea with you" beside the sender's 32 px
// avatar. While the lookup runs its room holds the spinner 'Loading Invitation component', so
// the closeup never moves when the name arrives; a failed lookup leaves the room empty and says
// nothing ("invite state cleared silently"). Once loaded, the landing greets the visitor: the
// popover signed out on a desktop, a toast signed in (each once a code).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { inviteLanding, PIN_CARD, sharedIdeaHeader, sharedThisIdea } from '@corkboard/domain';
import { inviteQuery } from '../../api/invite-queries';
import { showToast } from '../../saving/overlays';
import { useApp } from '../../state/app-context';
import { useHydrated } from '../../state/use-hydrated';
import { useMediaQuery } from '../../state/use-media-query';
import { Avatar } from '../avatar/Avatar';
import { SharedIdeaPopover } from './SharedIdeaPopover';
import './shared-idea.css';

/** Codes already greeted this page's life: a landing is shown once a code. */
const landed = new Set<string>();

export function SharedIdeaHeader({ code, pinId }: { code: string; pinId: string }) {
  const { viewer } = useApp();
  const desktop = !useMediaQuery('(max-width: 640px)', false);
  const { data: invite, isPending } = useQuery(inviteQuery(code));
  const page = { pinId, viewerId: viewer?.id ?? null };
  const name = sharedIdeaHeader(invite, page);
  // The landing waits for the browser: the server cannot tell a phone from a desktop.
  const hydrated = useHydrated();
  const landing = isPending || !hydrated ? 'none' : inviteLanding(invite, { ...page, desktop });
  const [dismissed, setDismissed] = useState(() => landed.has(code));

  useEffect(() => {
    if (landing === 'none' || landed.has(code) || !invite) return;
    landed.add(code);
    if (landing === 'toast' && name) {
      showToast({ text: sharedThisIdea(name), thumb: invite.sender.image_medium_url });
    }
  }, [landing, code, invite, name]);

  if (isPending) {
    return (
      <div className="shared-idea" role="status" aria-label={PIN_CARD.loadingInvitation}>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  if (!name || !invite) return <div className="shared-idea" aria-hidden="true" />;
  return (
    <div
      className="shared-idea"
      data-testid="shared-idea"
      data-landing={hydrated ? landing : undefined}
    >
      <Avatar src={invite.sender.image_medium_url} name={name} size={32} />
      <p className="shared-idea-text" dir="auto">
        {sharedThisIdea(name)}
      </p>
      {landing === 'popover' && !dismissed ? (
        <SharedIdeaPopover name={name} onClose={() => setDismissed(true)} />
      ) : null}
    </div>
  );
}
