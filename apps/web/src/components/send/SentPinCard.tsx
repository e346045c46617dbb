// A pin inside a message or a piece of news (issue 16): its picture and title, leading to it.
import type { SentPin } from '@corkboard/contracts';
import { Link } from 'wouter';
import { pinPath } from '@corkboard/domain';

export function SentPinCard({ pin }: { pin: SentPin }) {
  return (
    <Link href={pinPath(pin.id, pin.title)} className="sent-pin" data-testid="sent-pin">
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
