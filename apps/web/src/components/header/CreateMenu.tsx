// The "+" menu of a signed-in header (issue 13, "Saving from anywhere"): create a Pin (the pin
// builder) or a board (the create-board dialog, which opens the new board). Loaded on the first
// open; closes on Escape, on a click outside and on a choice.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CREATE_MENU, NAV, routeHref } from '@corkboard/domain';
import { openModal } from '../../saving/overlays';

export default function CreateMenu({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const opener = root.current?.parentElement;
      if (!opener?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);
  return (
    <div ref={root} className="create-menu" role="menu" aria-label={NAV.create}>
      <p className="create-menu-title">{NAV.create}</p>
      <Link
        href={routeHref('pin-builder')}
        role="menuitem"
        onClick={onClose}
        data-testid="create-menu-pin"
      >
        {CREATE_MENU.pin}
      </Link>
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          onClose();
          openModal({ kind: 'createBoard' });
        }}
        data-testid="create-menu-board"
      >
        {CREATE_MENU.board}
      </button>
    </div>
  );
}
