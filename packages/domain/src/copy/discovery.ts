// --- Discovery (issue 6): "Why am I seeing this?", which every card reads (topic hubs, today
// articles and the home feed tuner are in discover-ui.ts). Our wording: the spec names these surfaces (spec 000 §2, req 000-2.08; 002 §2.1,
// reqs 002-2.22, 002-2.23) but not their words. The reason lines on the card itself stay in
// spec-texts.ts (FEEDBACK, inspiredBy…).

export const WHY_THIS_PIN = {
  /** The card menu item and the heading of its sheet. */
  menuItem: 'Why am I seeing this?',
  heading: "Why you're seeing this Pin",
  followedInterestUnnamed: 'You follow a topic this Pin is about.',
  savedToBoardUnnamed: 'You saved Pins like this one to one of your boards.',
  recentActivity: 'You saved Pins like this one recently.',
  followedBoardUnnamed: 'You follow the board this Pin was saved to.',
  followedUserUnnamed: 'You follow the person who saved this Pin.',
  popular: 'This Pin is popular: people have been saving it lately.',
  fresh: 'This Pin is new on Corkboard.',
  relatedPin: 'This Pin is like the one you were looking at: they share boards, topics or a site.',
  moreIdeasUnnamed: 'This Pin is about the same topics as this board.',
  interestUnnamed: 'This Pin is about the topic you are looking at.',
  fallback: "We thought you might like this Pin, from what's new and popular on Corkboard.",
  /** Under every explanation: where to change it (leads to /edit/). */
  tuneHint: 'You can change what you see in your home feed.',
} as const;

export function whyFollowedInterest(topic: string): string {
  return `You follow the topic ${topic}, and this Pin is about it.`;
}

export function whySavedToBoard(board: string, topic: string | null): string {
  return topic === null
    ? `You saved Pins like this one to your board ${board}.`
    : `You saved Pins about ${topic} to your board ${board}.`;
}

export function whyRecentActivity(topic: string): string {
  return `You recently saved Pins about ${topic}.`;
}

export function whyFollowedBoard(board: string): string {
  return `You follow the board ${board}, and this Pin was saved to it.`;
}

export function whyFollowedUser(name: string): string {
  return `You follow ${name}, who saved this Pin.`;
}

export function whyMoreIdeas(board: string): string {
  return `This Pin is about the same topics as the board ${board}.`;
}

export function whyInterest(topic: string): string {
  return `This Pin is about ${topic}.`;
}
