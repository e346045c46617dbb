// Conversations (issue 16, "/conversation/{id}: messages between people, with pins sent inside
// them"). The spec names only the route; the rules are ours, after Pinterest's messages:
// - a conversation is between two people, one per pair: sending to someone you already talk
//   with continues that conversation;
// - a message says something, or carries a pin, or both;
// - nobody messages across a block, either way (policy/blocks.ts), nor themselves;
// - a pin inside a message shows to the reader only where they could see it anyway (not on a
//   secret board, unless it is theirs);
// - a person may delete the messages they sent, for both: a message deleted leaves the thread,
//   the conversation list's preview and the other person's news. Nobody deletes another's;
// - an open conversation asks for new messages every CONVERSATION_LIVE_MS while it is in view
//   (decided: polling, which every deployment can serve; the read-model's invalidation channel
//   is where a push would subscribe, later).

export const MESSAGE_TEXT_MAX = 2000;
/** Messages a page, newest first (the thread shows them oldest at the top). */
export const MESSAGES_PAGE_SIZE = 25;
export const CONVERSATIONS_PAGE_SIZE = 25;
/** How often an open conversation in view asks for new messages (decided). */
export const CONVERSATION_LIVE_MS = 5000;

/** Whether the viewer may delete the message: only the one who sent it. */
export function mayDeleteMessage(viewerId: string, senderId: string): boolean {
  return viewerId === senderId;
}

/** The one conversation of two people: its key, the same whoever writes first. */
export function pairKey(a: string, b: string): string {
  const [low, high] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
  return `${low}:${high}`;
}

/** What a message keeps: its trimmed text, its pin; null when it would say nothing. */
export function messageOf(input: {
  text: string | undefined;
  pinId: string | undefined;
}): { text: string; pinId: string | null } | null {
  const text = (input.text ?? '').trim();
  const pinId = input.pinId ?? null;
  return text === '' && pinId === null ? null : { text, pinId };
}

/** A pin inside a message, for a reader: shown unless it is on a secret board not theirs. */
export function sentPinShown(pin: { boardPrivacy: string; pinnerId: string }, readerId: string) {
  return pin.boardPrivacy !== 'secret' || pin.pinnerId === readerId;
}
