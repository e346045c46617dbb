// Reading the card context: experiment groups (falling back to the registry's default group,
// so "hidden by default" holds when the caller passes no assignment) and the viewer in the
// shape viewer.ts's rules take.

import {
  EXPERIMENTS,
  isExperimentGroup,
  type ExperimentGroup,
  type ExperimentName,
} from '../experiments';
import type { Viewer } from '../viewer';
import type { CardContext, CardViewerInput } from './card-model';

/** The viewer's group in an experiment; an unknown or missing group is the default group. */
export function experimentGroup<E extends ExperimentName>(
  ctx: Pick<CardContext, 'experiments'>,
  experiment: E,
): ExperimentGroup<E> {
  const group = ctx.experiments[experiment];
  return group !== undefined && isExperimentGroup(experiment, group)
    ? group
    : (EXPERIMENTS[experiment].defaultGroup as ExperimentGroup<E>);
}

/** The card viewer as viewer.ts models it (the card does not know the username). */
export function toViewer(viewer: CardViewerInput): Viewer {
  return viewer.signedIn
    ? {
        kind: 'signed-in',
        id: viewer.id ?? '',
        username: '',
        isEmployee: viewer.isEmployee,
        isBot: viewer.isBot,
      }
    : { kind: 'signed-out', isBot: viewer.isBot };
}
