// The wire shape of a shared idea (issue 16): who shared which pin, and the link that carries it.
import type { InviteMetadata } from '@corkboard/contracts';
import { pinPath, sharedIdeaPath } from '@corkboard/domain';
import type { SharedIdeaPlace } from '../policy/invites';
import { fullName, presentUserSummary } from './users';

export function presentInvite(place: SharedIdeaPlace): InviteMetadata {
  const { invite, sender, pin } = place;
  const summary = presentUserSummary(sender);
  return {
    invite_code: invite.code,
    invite_channel: invite.channel,
    pin_id: invite.pinId,
    sender: {
      id: summary.id,
      first_name: sender.first_name,
      full_name: fullName(sender),
      image_medium_url: summary.image_medium_url,
      is_default_image: summary.image_medium_url === null,
      should_show_messaging: place.mayMessage,
    },
    url: sharedIdeaPath(pinPath(invite.pinId, pin.title), invite.code),
  };
}
