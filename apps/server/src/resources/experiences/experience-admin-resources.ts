// The operator's experiences (issue 15, "/admin/experiences"): list with totals, write, edit,
// pause (update status), remove, and one experience's counts by day for the chart. Operators
// only (policy/operators.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { createExperience, deleteExperience, updateExperience } from '../../commands/experiences';
import { AppError } from '../../http/errors';
import { operatorViewer } from '../../policy/operators';
import { presentAdminEntry, presentDefinition } from '../../present/experiences';
import { action } from '../define';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ExperienceAdminResource = {
  get: action(resourceSchemas.ExperienceAdminResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const { experiences } = ctx.app.stores;
    const [all, totals] = await Promise.all([experiences.all(), experiences.totals()]);
    const listed = options.status ? all.filter((e) => e.status === options.status) : all;
    return {
      data: listed
        .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
        .map((e) => presentAdminEntry(e, totals.get(e.id))),
    };
  }),
  create: action(resourceSchemas.ExperienceAdminResource.create, async (ctx, options) => ({
    data: presentDefinition(await createExperience(ctx.app, operatorViewer(ctx), options)),
  })),
  update: action(resourceSchemas.ExperienceAdminResource.update, async (ctx, options) => ({
    data: presentDefinition(await updateExperience(ctx.app, operatorViewer(ctx), options)),
  })),
  delete: action(resourceSchemas.ExperienceAdminResource.delete, async (ctx, options) => {
    await deleteExperience(ctx.app, operatorViewer(ctx), options.experience_id);
    return { data: null };
  }),
};

export const ExperienceStatsResource = {
  get: action(resourceSchemas.ExperienceStatsResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const { experiences } = ctx.app.stores;
    if (!(await experiences.byId(options.experience_id))) {
      throw new AppError('not_found', 'That experience was not found.');
    }
    const days = options.days ?? 30;
    const today = Math.floor(ctx.app.now() / DAY_MS);
    const counts = await experiences.dailyCounts(
      options.experience_id,
      (today - days + 1) * DAY_MS,
    );
    const byDay = new Map(counts.map((c) => [c.day, c]));
    // Every day of the window, the quiet ones too, so the chart's axis is even.
    return {
      data: {
        experience_id: options.experience_id,
        days: Array.from({ length: days }, (_, i) => {
          const day = today - days + 1 + i;
          const c = byDay.get(day);
          return {
            date: new Date(day * DAY_MS).toISOString().slice(0, 10),
            views: c?.views ?? 0,
            completions: c?.completions ?? 0,
            dismissals: c?.dismissals ?? 0,
            clicks: c?.clicks ?? 0,
          };
        }),
      },
    };
  }),
};
