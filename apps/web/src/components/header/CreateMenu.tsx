// The "+" menu of a signed-in header (issue 13, "Saving from anywhere"): create a Pin (the pin
// builder) or a board (the create-board dialog, which opens the new board). Loaded on the first
// open; closes on Escape, on a click outside and on a choice.
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { CREATE_MENU, NAV, routeHref } from '@corkboard/domain';
import { openModal } from '../../saving/overlays';

/**
 * The header's menus (this one, UserMenu.tsx): focus the first item on open; close on Escape and
 * on a press outside the menu and its opener. Here, not in a module of its own: the account menu
 * then loads this chunk, and the shell's list of lazy chunks names one file fewer.
 */
export function useMenuDismiss(root: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
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
  }, [root, onClose]);
}

export default function CreateMenu({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useMenuDismiss(root, onClose);
  return (
    <div ref={root} className="header-menu" role="menu" aria-label={NAV.create}>
      <p className="header-menu-title">{NAV.create}</p>
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
