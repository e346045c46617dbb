// The frame of a blocking experience (spec 001 §4, §9): a dialog of 540x363 on a desktop and
// 320x215 on a phone (experiences.css), focus kept inside, and the page beneath neither
// scrolls nor plays while it is open (req 001-4.10: "hides page scroll while open and pauses
// background activity").
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './CloseButton';
import { useFocusTrap } from '../components/modal/focus-trap';

/** The focus trap, only while the dialog shows (a hidden survey frame must not take focus). */
function Trap({ root, onClose }: { root: RefObject<HTMLElement | null>; onClose: () => void }) {
  useFocusTrap(root, onClose);
  return null;
}

export function ExperienceDialog({
  title,
  onClose,
  hidden = false,
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Mounted but not shown (a survey frame loading behind its delay). */
  hidden?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (hidden) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    const paused = [...document.querySelectorAll('video')].filter((v) => !v.paused);
    for (const video of paused) video.pause();
    return () => {
      root.style.overflow = before;
      for (const video of paused) void video.play().catch(() => undefined);
    };
  }, [hidden]);
  return createPortal(
    <div className="xp-backdrop" hidden={hidden}>
      {hidden ? null : <Trap root={dialog} onClose={onClose} />}
      <div
        ref={dialog}
        className="xp-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <CloseButton className="xp-close" onClick={onClose} testId="experience-dismiss" />
        <h2 id={titleId} className="xp-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
