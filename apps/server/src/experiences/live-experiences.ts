// The experiences a decision reads, held in memory: every page asks, and there are few. An
// operator's write here drops the copy at once; another process picks it up within LIVE_TTL_MS,
// which is the delay a pause takes to reach everyone there.
import type { AppContext } from '../app/context';
import type { ExperienceRecord } from '../storage/experiences-store';

export const LIVE_TTL_MS = 5000;

const held = new WeakMap<AppContext, { at: number; list: Promise<ExperienceRecord[]> }>();

/** Every experience, drafts and paused ones too (the decision skips them; previews show them). */
export function liveExperiences(app: AppContext): Promise<ExperienceRecord[]> {
  const now = app.now();
  const entry = held.get(app);
  if (entry && now - entry.at < LIVE_TTL_MS) return entry.list;
  const list = app.stores.experiences.all();
  held.set(app, { at: now, list });
  list.catch(() => held.delete(app));
  return list;
}

export function dropLiveExperiences(app: AppContext): void {
  held.delete(app);
}
