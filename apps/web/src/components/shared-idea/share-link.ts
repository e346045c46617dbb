// The link a person shares (issue 16): signed in, the pin page with their invite code, so whoever
// opens it sees who shared it; signed out, or when the code cannot be had, the plain pin page.
import { INVITE_CHANNEL, type InviteChannelName } from '@corkboard/domain';
import { postResource } from '../../api/client';

export async function sharedIdeaUrl(input: {
  pinId: string;
  /** The pin page's path: the link without a code. */
  path: string;
  channel: Exclude<InviteChannelName, 'message'>;
  signedIn: boolean;
}): Promise<string> {
  const plain = new URL(input.path, location.href).href;
  if (!input.signedIn) return plain;
  try {
    const invite = await postResource('InviteCodeResource', 'create', {
      pin_id: input.pinId,
      invite_channel: INVITE_CHANNEL[input.channel],
    });
    return new URL(invite.url, location.href).href;
  } catch {
    return plain;
  }
}

/**
 * Copies text that is still on its way. A ClipboardItem holding the promise keeps the click's
 * permission while the code is made (Safari asks for that); elsewhere the text is written when
 * it arrives.
 */
export async function copyWhenReady(text: Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error('no clipboard');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // A browser that takes no promise in a ClipboardItem: write the text itself.
    }
  }
  await clipboard.writeText(await text);
}
