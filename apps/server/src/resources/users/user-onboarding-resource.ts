// `UserOnboardingResource get {}` and `update {step, skip?, gender?, use_cases?}` (issue 16;
// spec 002 §9): the signed-in person's onboarding, resumed at its first step neither done nor
// skipped; the steps are this device's (app install on phones). The interest picker follows
// interests through InterestFollowResource as they are picked; its step only checks there are
// enough (domain onboardingAnswerProblem).
import { resourceSchemas } from '@corkboard/contracts';
import { onboardingAnswerProblem, onboardingSteps, resumeStep, USE_CASES } from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { invalid } from '../../http/errors';
import { signedInViewer } from '../../policy/signed-in';
import type { OnboardingRecord } from '../../storage/onboarding-store';
import { action } from '../define';

const schemas = resourceSchemas.UserOnboardingResource;

function present(ctx: RequestContext, record: OnboardingRecord, interestsFollowed: number) {
  const phone = ctx.client.phone;
  return {
    steps: onboardingSteps(phone),
    next_step: resumeStep(new Set(record.finished), phone),
    finished_steps: record.finished,
    gender: record.gender,
    use_cases: record.useCases,
    interests_followed: interestsFollowed,
  };
}

export const UserOnboardingResource = {
  get: action(
    schemas.get,
    async (ctx) => {
      const viewerId = signedInViewer(ctx);
      const [record, followed] = await Promise.all([
        ctx.app.stores.onboarding.get(viewerId),
        ctx.app.stores.interests.countFollowedOf(viewerId),
      ]);
      return { data: present(ctx, record, followed) };
    },
    { sharedRead: false },
  ),
  update: action(schemas.update, async (ctx, options) => {
    const viewerId = signedInViewer(ctx);
    const skip = options.skip ?? false;
    // Each use case once, in the catalogue's order, as they are stored.
    const useCases = options.use_cases && USE_CASES.filter((u) => options.use_cases?.includes(u));
    const [record, followed] = await Promise.all([
      ctx.app.stores.onboarding.get(viewerId),
      ctx.app.stores.interests.countFollowedOf(viewerId),
    ]);
    const problem = onboardingAnswerProblem(options.step, {
      skip,
      gender: options.gender,
      useCases,
      interestsFollowed: followed,
    });
    if (problem) throw invalid(problem);
    const next: OnboardingRecord = {
      finished: [...new Set([...record.finished, options.step])],
      gender: options.step === 'gender' && !skip ? (options.gender ?? null) : record.gender,
      useCases: options.step === 'use_case' && !skip ? (useCases ?? []) : record.useCases,
    };
    await ctx.app.stores.onboarding.save(viewerId, next, ctx.app.now());
    return { data: present(ctx, next, followed) };
  }),
};
