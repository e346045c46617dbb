// Follow and unfollow an interest (`InterestFollowResource create|delete {interest_id}`). Both
// idempotent; an unknown interest is `not_found`.
import { DISCOVERY_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import type { InterestRow } from '../storage/interests-store';
import { idString } from '../storage/row-mapping';

async function existing(app: AppContext, interestId: string): Promise<InterestRow> {
  const interest = await app.stores.interests.byId(interestId);
  if (!interest) throw new AppError('not_found', DISCOVERY_ERRORS.interestNotFound);
  return interest;
}

export async function followInterest(
  app: AppContext,
  viewerId: string,
  interestId: string,
): Promise<InterestRow> {
  const interest = await existing(app, interestId);
  await app.stores.interests.follow(viewerId, idString(interest.id), app.now());
  return interest;
}

export async function unfollowInterest(
  app: AppContext,
  viewerId: string,
  interestId: string,
): Promise<InterestRow> {
  const interest = await existing(app, interestId);
  await app.stores.interests.unfollow(viewerId, idString(interest.id));
  return interest;
}
