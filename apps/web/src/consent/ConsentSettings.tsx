// "Let me choose" (spec 000 §2, req 000-2.26; §4, req 000-4.32: '"Let me choose" opens the
// settings modal'): the cookie choices in a modal, focus kept inside, Escape closes.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { COOKIES, type ConsentAllowed } from '@corkboard/domain';
import { useFocusTrap } from '../components/modal/focus-trap';
import { ConsentChoices } from './ConsentChoices';

export function ConsentSettings({
  initial,
  gpc,
  busy,
  onSave,
  onClose,
}: {
  initial: ConsentAllowed;
  gpc: boolean;
  busy: boolean;
  onSave: (allowed: ConsentAllowed) => void;
  onClose: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(root, onClose);
  return createPortal(
    <div className="consent-backdrop">
      <div
        ref={root}
        className="consent-settings"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="consent-settings"
      >
        {/* Its own ×: importing the experiences' would tie this chunk to theirs. */}
        <button
          type="button"
          className="consent-close"
          aria-label={COOKIES.close}
          onClick={onClose}
          data-testid="consent-settings-close"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" fill="none" />
          </svg>
        </button>
        <h2 id={titleId} className="consent-title">
          {COOKIES.settingsTitle}
        </h2>
        <p className="consent-body">{COOKIES.settingsIntro}</p>
        <ConsentChoices
          initial={initial}
          gpc={gpc}
          busy={busy}
          onSave={onSave}
          idPrefix="consent-modal"
        />
      </div>
    </div>,
    document.body,
  );
}
