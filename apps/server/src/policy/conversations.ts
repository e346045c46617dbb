// Who may read and write a conversation (issue 16; rules in domain conversations/), in the order
// every write answers: signed out `unauthorized`; a conversation the viewer is not in, or whose
// other person is suspended or blocked them, `not_found`; writing to someone the viewer blocked
// `forbidden` (unblock first, policy/blocks.ts socialActionDenial); a pin the viewer may not see
// `not_found`.
import { CONVERSATION_ERRORS, SOCIAL_ERRORS } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import type { UserRow } from '../storage/users-store';
import { relationTo, socialActionDenial } from './blocks';
import { signedInViewer } from './signed-in';
import { visiblePin } from './visible-pin';

export interface ConversationPlace {
  viewerId: string;
  conversationId: string;
  other: UserRow;
  lastReadAt: number;
}

const notFound = () => new AppError('not_found', CONVERSATION_ERRORS.notFound);

/** The other person, if the viewer may write to them. */
async function reachable(ctx: RequestContext, viewerId: string, otherId: string) {
  const other = await ctx.app.stores.users.byId(otherId);
  if (!other || other.suspended_at !== null)
    return { other: undefined, denial: 'not_found' as const };
  const denial = socialActionDenial(await relationTo(ctx.app.stores, viewerId, otherId));
  return { other, denial };
}

/** A conversation the viewer is in, with someone they may still talk to. */
export async function readableConversation(
  ctx: RequestContext,
  conversationId: string,
): Promise<ConversationPlace> {
  const viewerId = signedInViewer(ctx);
  const member = await ctx.app.stores.conversations.membership(conversationId, viewerId);
  if (!member) throw notFound();
  const { other, denial } = await reachable(ctx, viewerId, member.otherId);
  // Read-only across the viewer's own block is still a block: the conversation is put away.
  if (!other || denial !== null) throw notFound();
  return { viewerId, conversationId, other, lastReadAt: member.lastReadAt };
}

/** The person the viewer writes to (a new conversation, or theirs). */
export async function addressee(
  ctx: RequestContext,
  userId: string,
): Promise<{ viewerId: string; other: UserRow }> {
  const viewerId = signedInViewer(ctx);
  if (userId === viewerId) throw invalid(CONVERSATION_ERRORS.self);
  const { other, denial } = await reachable(ctx, viewerId, userId);
  if (!other || denial === 'not_found') throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  if (denial === 'forbidden') throw new AppError('forbidden', SOCIAL_ERRORS.unblockFirst);
  return { viewerId, other };
}

/** The pin a message carries must be one the sender may see. */
export async function sendablePin(
  ctx: RequestContext,
  viewerId: string,
  pinId: string | undefined,
): Promise<void> {
  if (pinId !== undefined) await visiblePin(ctx.app.stores, pinId, viewerId);
}
