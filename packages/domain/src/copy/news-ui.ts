// The news hub's texts (issue 16; /notifications/), ours after Pinterest's updates: the header's
// bell and badge travel with the shell (a few words), the page's own with its chunk.
import type { NewsKind } from '../notifications/news-rules';

export const NEWS_BELL = {
  label: 'Updates',
  unread: (badge: string) => `Updates, ${badge} unread`,
} as const;

export const NEWS_TEXT = {
  title: 'Updates',
  empty: 'Nothing new yet. When people follow you, save your Pins or comment, you’ll see it here.',
  more: 'Show more',
  newLabel: 'New',
  logIn: 'Log in to see your updates.',
  item: (kind: NewsKind, name: string, board: string | null): string => {
    switch (kind) {
      case 'followed_you':
        return `${name} started following you`;
      case 'saved_your_pin':
        return `${name} saved your Pin`;
      case 'commented_on_your_pin':
        return `${name} commented on your Pin`;
      case 'replied_to_your_comment':
        return `${name} replied to your comment`;
      case 'invited_you_to_board':
        return board ? `${name} invited you to join ${board}` : `${name} invited you to a board`;
      case 'messaged_you':
        return `${name} sent you a message`;
    }
  },
} as const;
