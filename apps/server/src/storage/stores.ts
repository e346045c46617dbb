// Every store over one database handle: what handlers reach through the app context.
import type { Kysely } from 'kysely';
import { blocksStore } from './blocks-store';
import { boardWritesStore } from './board-writes-store';
import { boardsStore } from './boards-store';
import { clientEventsStore } from './client-events-store';
import { collaboratorsStore } from './collaborators-store';
import { discoveryFeedsStore } from './discovery-feeds-store';
import { experiencesStore } from './experiences-store';
import { followsStore } from './follows-store';
import { homeFeedStore } from './home-feed-store';
import { imagesStore } from './images-store';
import { interestsStore } from './interests-store';
import { linkRulesStore } from './link-rules-store';
import { moderationStore } from './moderation-store';
import { pinHidesStore } from './pin-hides-store';
import { pinReactionsStore } from './pin-reactions-store';
import { pinCommentsStore } from './pin-comments-store';
import { commentReportsStore } from './comment-reports-store';
import { reportReceiptsStore } from './report-receipts-store';
import { newsStore } from './news-store';
import { emailNotificationsStore } from './email-notifications-store';
import { conversationsStore } from './conversations-store';
import { inviteCodesStore } from './invite-codes-store';
import { pinWritesStore } from './pin-writes-store';
import { onboardingStore } from './onboarding-store';
import { mailedLinksStore } from './password-resets-store';
import { pinsStore } from './pins-store';
import type { Database } from './schema/database';
import { searchStore } from './search-store';
import { sessionsStore } from './sessions-store';
import { uploadsStore } from './uploads-store';
import { userSettingsStore } from './user-settings-store';
import { userStatesStore } from './user-states-store';
import { usersStore } from './users-store';

export function createStores(db: Kysely<Database>) {
  return {
    users: usersStore(db),
    sessions: sessionsStore(db),
    passwordResets: mailedLinksStore(db, 'password_resets'),
    emailChecks: mailedLinksStore(db, 'email_verifications'),
    onboarding: onboardingStore(db),
    boards: boardsStore(db),
    pins: pinsStore(db),
    images: imagesStore(db),
    follows: followsStore(db),
    collaborators: collaboratorsStore(db),
    blocks: blocksStore(db),
    boardWrites: boardWritesStore(db),
    pinWrites: pinWritesStore(db),
    userStates: userStatesStore(db),
    userSettings: userSettingsStore(db),
    uploads: uploadsStore(db),
    interests: interestsStore(db),
    homeFeed: homeFeedStore(db),
    discoveryFeeds: discoveryFeedsStore(db),
    pinHides: pinHidesStore(db),
    pinReactions: pinReactionsStore(db),
    pinComments: pinCommentsStore(db),
    commentReports: commentReportsStore(db),
    reportReceipts: reportReceiptsStore(db),
    news: newsStore(db),
    emailNotifications: emailNotificationsStore(db),
    conversations: conversationsStore(db),
    inviteCodes: inviteCodesStore(db),
    search: searchStore(db),
    links: linkRulesStore(db),
    moderation: moderationStore(db),
    clientEvents: clientEventsStore(db),
    experiences: experiencesStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
