// A modal dialog: over a dimmed page, focus trapped inside, closed by Escape, the close button
// or a click on the backdrop; focus returns to what opened it.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ACTIONS } from '@corkboard/domain';
import { useFocusTrap } from './focus-trap';
import './modal.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** A line under the title. */
  subtitle?: string;
  size?: 'small' | 'medium';
  /** Which kind of a family of modals this is (data-variant: styles and tests tell them apart). */
  variant?: string;
  /** A picture above the title (what the modal is about). */
  media?: ReactNode;
}

export function Modal({
  title,
  onClose,
  children,
  testId,
  subtitle,
  size = 'small',
  variant,
  media,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, onClose);
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="modal"
        data-size={size}
        data-variant={variant}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <button
          type="button"
          className="modal-close"
          aria-label={ACTIONS.close}
          onClick={onClose}
          data-testid="modal-close"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" fill="none" />
          </svg>
        </button>
        {media}
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {subtitle ? <p className="modal-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
