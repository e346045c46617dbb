// The profile's "…" menu: Block / Unblock (UserBlockResource create|delete; spec 002 §4, reqs
// 002-4.03, 002-4.04: "applied optimistically. A failed block or unblock is reverted", §8, req
// 002-8.02: "reverted silently") and Copy profile link (signed out: the 'Share the profile'
// login prompt, req 002-6.02).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '@corkboard/contracts';
import {
  ACTIONS,
  blockedUser,
  normalizeUsername,
  PROFILE_ACTIONS,
  unblockedUser,
  withUserBlock,
} from '@corkboard/domain';
import { postResource } from '../../api/client';
import { resourceKeyOf } from '../../api/queries';
import { showToast } from '../../saving/overlays';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';

/** Block or unblock, optimistic; answers whether the call went through. */
export function useBlockToggle(user: User, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return async function toggle(): Promise<boolean> {
    const block = !user.blocked_by_me;
    const set = (value: boolean) =>
      queryClient.setQueryData<User>(queryKey, (current) =>
        current ? withUserBlock(current, value) : current,
      );
    set(block);
    try {
      if (block) {
        await postResource('UserBlockResource', 'create', {
          blocked_user_id: user.id,
          block_source: 'profile',
        });
      } else {
        await postResource('UserBlockResource', 'delete', { blocked_user_id: user.id });
      }
    } catch {
      set(!block);
      return false;
    }
    const name = user.full_name || user.username;
    showToast({ text: block ? blockedUser(name) : unblockedUser(name) });
    // Their boards and pins come back (or go) with the block.
    const username = normalizeUsername(user.username);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: key }) => {
        const read = resourceKeyOf(key);
        return (
          !!read &&
          read[1] !== 'UserResource' &&
          'username' in read[2] &&
          read[2].username === username
        );
      },
    });
    return true;
  };
}

export function ProfileMenu({
  user,
  queryKey,
  isSelf,
}: {
  user: User;
  queryKey: QueryKey;
  isSelf: boolean;
}) {
  const { viewer } = useApp();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const toggleBlock = useBlockToggle(user, queryKey);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const copyLink = () => {
    setOpen(false);
    if (!viewer) {
      openLimitedLogin('shareProfile');
      return;
    }
    void navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => showToast({ text: PROFILE_ACTIONS.linkCopied }))
      .catch(() => undefined);
  };

  return (
    <div className="profile-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={PROFILE_ACTIONS.menu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        data-testid="profile-menu"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="5" cy="12" r="2.2" fill="currentColor" />
          <circle cx="12" cy="12" r="2.2" fill="currentColor" />
          <circle cx="19" cy="12" r="2.2" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <div id={id} role="menu" aria-label={ACTIONS.more} className="profile-menu-list">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={copyLink}
            data-testid="profile-copy-link"
          >
            {PROFILE_ACTIONS.copyLink}
          </button>
          {viewer && !isSelf ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                void toggleBlock();
              }}
              data-testid={user.blocked_by_me ? 'profile-unblock' : 'profile-block'}
            >
              {user.blocked_by_me ? PROFILE_ACTIONS.unblock : PROFILE_ACTIONS.block}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
