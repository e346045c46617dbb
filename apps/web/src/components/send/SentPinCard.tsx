// A pin inside a message or a piece of news (issue 16): its picture and title, leading to it.
import type { SentPin } from '@corkboard/contracts';
import { Link } from 'wouter';
import { pinPath, sharedIdeaPath } from '@corkboard/domain';

/** With the message's invite code the pin opens as a shared idea, naming who sent it. */
export function SentPinCard({ pin, inviteCode }: { pin: SentPin; inviteCode?: string | null }) {
  const path = pinPath(pin.id, pin.title);
  return (
    <Link
      href={inviteCode ? sharedIdeaPath(path, inviteCode) : path}
      className="sent-pin"
      data-testid="sent-pin"
    >
      {pin.image_url ? (
        <img
          src={pin.image_url}
          alt=""
          width={160}
          height={200}
          loading="lazy"
          style={{ background: pin.dominant_color }}
        />
      ) : (
        <span className="sent-pin-blank" style={{ background: pin.dominant_color }} />
      )}
      {pin.title ? (
        <span className="sent-pin-title" dir="auto">
          {pin.title}
        </span>
      ) : null}
    </Link>
  );
}
