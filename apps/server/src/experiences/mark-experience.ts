// One lifecycle report of a placed experience ("placement:experience"): viewed, completed,
// dismissed or triggered, recorded once per viewer. An experience that does not exist at that
// placement is `not_found`; a signed-out visitor gets their anonymous id here, the first time
// there is something to remember.
import type { RequestContext } from '../app/context';
import { notFound } from '../http/errors';
import type { LifecycleMark } from '../storage/experiences-store';
import { liveExperiences } from './live-experiences';

export type LifecycleStep = 'viewed' | 'completed' | 'dismissed' | 'triggered';

const COLUMN: Record<LifecycleStep, LifecycleMark> = {
  viewed: 'viewed_at',
  completed: 'completed_at',
  dismissed: 'dismissed_at',
  triggered: 'triggered_at',
};

export async function markExperience(ctx: RequestContext, placed: string, step: LifecycleStep) {
  const [placement, experience] = placed.split(':').map(Number);
  const live = await liveExperiences(ctx.app);
  const target = live.find((e) => e.id === experience && e.placementId === placement);
  if (!target) throw notFound('That experience');
  if (ctx.isBot) return { placed_experience_id: placed, status: step, first: false };
  const key = ctx.viewerId ? `u:${ctx.viewerId}` : ctx.visitor.ensure();
  const first = await ctx.app.stores.experiences.mark(
    key,
    ctx.viewerId,
    target.id,
    COLUMN[step],
    ctx.app.now(),
  );
  return { placed_experience_id: placed, status: step, first };
}
