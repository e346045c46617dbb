// Shared ideas (spec 000 §3 "Invite / shared idea", §4 "Invite landing", §5; spec 002 §3, §4):
// a pin page opened with `?invite_code=` names who shared it ("{name} shared this idea with
// you") and greets the visitor: a popover signed out on a desktop, a toast signed in, nothing
// on an error or missing data, and no popover for invite channels 5, 9, 12 and 16.
import { INVITE_CHANNELS_WITHOUT_POPOVER } from '../limits';
import { senderHeaderName } from '../text';

/**
 * The channels an invite code is made for (ours: the spec gives only the numbers without a
 * popover). A person makes copy-link and share-sheet codes from the Send dialog; the server
 * makes a message code for each pin sent in a conversation, whose reader has already seen the
 * sender there, so it is 5, one of the spec's channels without a popover. Corkboard makes no
 * code of the spec's other such channels (9, 12, 16); a code carrying one is still honoured.
 */
export const INVITE_CHANNEL = {
  copy_link: 1,
  share_sheet: 2,
  message: 5,
} as const;
export type InviteChannelName = keyof typeof INVITE_CHANNEL;

/** The channels a client may ask a code for; message codes are made by sending. */
export const CLIENT_INVITE_CHANNELS: readonly number[] = [
  INVITE_CHANNEL.copy_link,
  INVITE_CHANNEL.share_sheet,
];

/** An invite code's shape: what the server makes (12 url-safe characters) and nothing longer. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
export const INVITE_CODE_QUERY_PARAM = 'invite_code';

export const isInviteCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && INVITE_CODE_PATTERN.test(value);

/** The invite code of a pin page's query string, when it has a usable one. */
export function inviteCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(INVITE_CODE_QUERY_PARAM);
  return isInviteCode(code) ? code : null;
}

/** The pin page's address with the code: what a person copies or sends. */
export function sharedIdeaPath(pinPath: string, code: string): string {
  return `${pinPath}?${INVITE_CODE_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

/** What the lookup answers (InviteCodeMetadataResource get), as these rules read it. */
export interface SharedIdea {
  pin_id: string;
  invite_channel: number;
  sender: { id: string; first_name: string };
}

/**
 * The name of the shared-idea header, or null for none: "Sender first name is cut to 30
 * characters; if empty, no shared header is shown." Also none when the lookup failed ("the
 * invite is null on failure"), when the code belongs to another pin than the page's, and for
 * the sender themself (they shared it; nobody shared it with them).
 */
export function sharedIdeaHeader(
  invite: SharedIdea | null | undefined,
  page: { pinId: string; viewerId: string | null },
): string | null {
  if (!invite || invite.pin_id !== page.pinId || invite.sender.id === page.viewerId) return null;
  return senderHeaderName(invite.sender.first_name);
}

export type InviteLanding = 'popover' | 'toast' | 'none';

/**
 * "Invite landing: a popover for signed-out desktop, a toast for signed-in users, nothing on
 * error or missing data. The popover is not shown when invite_channel is 5, 9, 12 or 16."
 * A signed-out phone gets neither (the spec names none for it; the header still shows).
 */
export function inviteLanding(
  invite: SharedIdea | null | undefined,
  page: { pinId: string; viewerId: string | null; desktop: boolean },
): InviteLanding {
  if (!invite || sharedIdeaHeader(invite, page) === null) return 'none';
  if (page.viewerId !== null) return 'toast';
  const withoutPopover = (INVITE_CHANNELS_WITHOUT_POPOVER as readonly number[]).includes(
    invite.invite_channel,
  );
  return page.desktop && !withoutPopover ? 'popover' : 'none';
}
