// Numbered migrations, run in order at start-up.
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial';
import { savingMigration } from './0002-saving';
import { socialMigration } from './0003-social';
import { uploadsMigration } from './0004-uploads';
import { discoveryMigration } from './0005-discovery';
import { searchMigration } from './0006-search';
import { feedbackReasonsMigration } from './0007-feedback-reasons';
import { searchRankingMigration } from './0008-search-ranking';
import { pinReactionsMigration } from './0009-pin-reactions';
import { linkRulesMigration } from './0010-link-rules';
import { clientEventsMigration } from './0011-client-events';
import { experiencesMigration } from './0012-experiences';
import { cookieConsentMigration } from './0013-cookie-consent';
import { followListsMigration } from './0014-follow-lists';
import { sessionDevicesMigration } from './0015-session-devices';
import { passwordResetsMigration } from './0016-password-resets';
import { onboardingMigration } from './0017-onboarding';
import { emailVerificationMigration } from './0018-email-verification';
import { clickthroughContextMigration } from './0019-clickthrough-context';
import { advertiserScopeMigration } from './0020-advertiser-scope';
import { shownMemberWalksMigration } from './0021-shown-member-walks';
import { pinCommentsMigration } from './0022-pin-comments';
import { newsReadsMigration } from './0023-news-reads';
import { conversationsMigration } from './0024-conversations';
import { inviteCodesMigration } from './0025-invite-codes';
import { reportReceiptsMigration } from './0026-report-receipts';
import { emailNotificationsMigration } from './0027-email-notifications';
import type { Engine } from './column-types';

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(engine) as Migration & {
          up(db: Kysely<unknown>): Promise<void>;
        },
        '0002-saving': savingMigration(engine),
        '0003-social': socialMigration(engine),
        '0004-uploads': uploadsMigration(engine),
        '0005-discovery': discoveryMigration(engine),
        '0006-search': searchMigration(engine),
        '0007-feedback-reasons': feedbackReasonsMigration(),
        '0008-search-ranking': searchRankingMigration(engine),
        '0009-pin-reactions': pinReactionsMigration(engine),
        '0010-link-rules': linkRulesMigration(engine),
        '0011-client-events': clientEventsMigration(engine),
        '0012-experiences': experiencesMigration(engine),
        '0013-cookie-consent': cookieConsentMigration(engine),
        '0014-follow-lists': followListsMigration(),
        '0015-session-devices': sessionDevicesMigration(),
        '0016-password-resets': passwordResetsMigration(engine),
        '0017-onboarding': onboardingMigration(engine),
        '0018-email-verification': emailVerificationMigration(engine),
        '0019-clickthrough-context': clickthroughContextMigration(engine),
        '0020-advertiser-scope': advertiserScopeMigration(),
        '0021-shown-member-walks': shownMemberWalksMigration(),
        '0022-pin-comments': pinCommentsMigration(engine),
        '0023-news-reads': newsReadsMigration(engine),
        '0024-conversations': conversationsMigration(engine),
        '0025-invite-codes': inviteCodesMigration(engine),
        '0026-report-receipts': reportReceiptsMigration(engine),
        '0027-email-notifications': emailNotificationsMigration(engine),
      };
    },
  };
}
