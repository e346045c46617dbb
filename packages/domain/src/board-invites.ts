// Group-board invite links (spec 002 §5, req 002-5.14): "Group-board invite links carry a
// board_url, after which accept_invite and seamless flags are added." The link is the board's own
// URL with `accept_invite=true&seamless=true` in its query: the board page reads the flags and
// offers (or, seamless, goes straight to) accepting the invitation with `BoardInviteResource update
// {board_id, status: "accepted"}`.

export const INVITE_LINK_FLAGS = { acceptInvite: 'accept_invite', seamless: 'seamless' } as const;

/**
 * `board_url` plus the two flags, after any query the URL already has and before its hash.
 * Works for a path (`/olive/kitchen/`) and for an absolute URL alike.
 */
export function boardInviteUrl(boardUrl: string): string {
  const hashAt = boardUrl.indexOf('#');
  const base = hashAt === -1 ? boardUrl : boardUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : boardUrl.slice(hashAt);
  const [path = '', query = ''] = base.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  params.set(INVITE_LINK_FLAGS.acceptInvite, 'true');
  params.set(INVITE_LINK_FLAGS.seamless, 'true');
  return `${path}?${params.toString()}${hash}`;
}

/** The flags of an invite link, read from a page's query string. */
export function readInviteLinkFlags(search: string | URLSearchParams): {
  acceptInvite: boolean;
  seamless: boolean;
} {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const on = (name: string) => {
    const value = params.get(name);
    return value !== null && value !== 'false' && value !== '0';
  };
  const acceptInvite = on(INVITE_LINK_FLAGS.acceptInvite);
  // Seamless only means something on an invite link.
  return { acceptInvite, seamless: acceptInvite && on(INVITE_LINK_FLAGS.seamless) };
}
