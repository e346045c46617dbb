// A viewer's experiences (spec 001 §7; issue 15), signed in or out: what to show at a page's
// placements, and the lifecycle the client reports (viewed, completed, dismissed). Every mark
// is recorded once; a view also counts the showing (the ignore cap). Bots get none and record
// nothing.
import { resourceSchemas } from '@corkboard/contracts';
import {
  EXPERIENCE_PAGES,
  PLACEMENT_IDS,
  placementsOfPage,
  type ExperiencePage,
} from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import { chooseExperiences } from '../../experiences/choose-experiences';
import { markExperience } from '../../experiences/mark-experience';
import { presentByPlacement } from '../../present/experiences';
import { action } from '../define';

type ExtraContext = Record<string, unknown> & {
  page?: ExperiencePage | undefined;
  query?: string | undefined;
};

async function byPlacement(
  ctx: RequestContext,
  placementIds: readonly number[],
  options: {
    extra_context?: ExtraContext | undefined;
    targeting?: { advertiserId?: string | undefined } | undefined;
    preview_experience_id?: string | undefined;
    multiExperiencePlatform?: boolean | undefined;
  },
) {
  const multi = options.multiExperiencePlatform === true;
  const chosen = await chooseExperiences(ctx, placementIds, {
    advertiserId: options.targeting?.advertiserId,
    previewId: options.preview_experience_id,
    multi,
    searchQuery: options.extra_context?.query,
  });
  return { data: presentByPlacement(chosen, options.extra_context ?? {}, multi) };
}

// Answers differ per visitor, so no signed-out read of them is shared (http/api-routes.ts).
const personal = { sharedRead: false } as const;

export const UserExperiencePlatformResource = {
  get: action(
    resourceSchemas.UserExperiencePlatformResource.get,
    async (ctx, options) => {
      const page = options.extra_context?.page;
      const placements =
        page && (EXPERIENCE_PAGES as readonly string[]).includes(page)
          ? placementsOfPage(page)
          : PLACEMENT_IDS;
      return byPlacement(ctx, placements, options);
    },
    personal,
  ),
};

export const UserExperienceResource = {
  get: action(
    resourceSchemas.UserExperienceResource.get,
    async (ctx, options) => byPlacement(ctx, options.placement_ids, options),
    personal,
  ),
  delete: action(
    resourceSchemas.UserExperienceResource.delete,
    async (ctx, options) => ({
      data: await markExperience(ctx, options.placed_experience_id, 'dismissed'),
    }),
    { auth: 'optional' },
  ),
};

export const UserExperienceViewedResource = {
  update: action(
    resourceSchemas.UserExperienceViewedResource.update,
    async (ctx, options) => ({
      data: await markExperience(ctx, options.placed_experience_id, 'viewed'),
    }),
    { auth: 'optional' },
  ),
};

export const UserExperienceCompletedResource = {
  update: action(
    resourceSchemas.UserExperienceCompletedResource.update,
    async (ctx, options) => ({
      data: await markExperience(ctx, options.placed_experience_id, 'completed'),
    }),
    { auth: 'optional' },
  ),
};
