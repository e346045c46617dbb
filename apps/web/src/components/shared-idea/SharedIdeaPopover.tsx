// The invite landing's popover (spec 000 §4: "a popover for signed-out desktop"): who shared the
// idea, and the way in (sign up, log in) that comes back to this pin. Not modal: the pin stays
// in reach; Escape or the close button puts it away.
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'wouter';
import {
  limitedLoginLinks,
  postLoginPath,
  SHARED_IDEA_TEXT,
  sharedThisIdea,
} from '@corkboard/domain';
// The modal's round close button, here on a popover.
import '../modal/modal.css';

export function SharedIdeaPopover({ name, onClose }: { name: string; onClose: () => void }) {
  const [pathname] = useLocation();
  const titleId = useId();
  const links = limitedLoginLinks(postLoginPath(pathname));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="shared-idea-popover"
      role="dialog"
      aria-labelledby={titleId}
      data-testid="shared-idea-popover"
    >
      <button
        type="button"
        className="modal-close"
        aria-label={SHARED_IDEA_TEXT.close}
        onClick={onClose}
      >
        ×
      </button>
      <p id={titleId} className="shared-idea-popover-title" dir="auto">
        {sharedThisIdea(name)}
      </p>
      <p className="shared-idea-popover-body">{SHARED_IDEA_TEXT.popoverBody}</p>
      <div className="shared-idea-popover-actions">
        <Link href={links.signup} className="btn btn-red" data-testid="shared-idea-signup">
          {SHARED_IDEA_TEXT.signup}
        </Link>
        <Link href={links.login} className="btn btn-grey" data-testid="shared-idea-login">
          {SHARED_IDEA_TEXT.login}
        </Link>
      </div>
    </div>
  );
}
