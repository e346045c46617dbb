// The closeup's reaction write (issue 13): the viewer's reaction and the pin's counts change at
// once in every cached copy of the pin (the closeup and any grid holding it), the answer's
// counts replace the guess, and a failure puts back what was there with an error toast.
import type { QueryClient } from '@tanstack/react-query';
import type { PinCloseup } from '@corkboard/contracts';
import { countsAfterReaction, REACTION_ERRORS, type ReactionType } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { pinQuery } from '../../api/queries';
import { showToast } from '../../saving/overlays';
import { updateCachedPins } from '../../saving/pin-cache';

type ReactionState = Pick<PinCloseup, 'reaction_counts' | 'viewer_reaction'>;

function show(queryClient: QueryClient, pinId: string, state: ReactionState): void {
  queryClient.setQueryData(pinQuery(pinId).queryKey, (pin) => pin && { ...pin, ...state });
  updateCachedPins(queryClient, [pinId], (pin) => ({
    ...pin,
    reaction_counts: state.reaction_counts,
  }));
}

/** Sets the viewer's reaction to `next` (null takes it back). */
export async function setReaction(
  queryClient: QueryClient,
  pin: PinCloseup,
  next: ReactionType | null,
): Promise<void> {
  const { queryKey } = pinQuery(pin.id);
  // A read of the pin in flight would answer the counts from before this write.
  await queryClient.cancelQueries({ queryKey });
  const before: ReactionState = queryClient.getQueryData(queryKey) ?? pin;
  show(queryClient, pin.id, {
    reaction_counts: countsAfterReaction(before.reaction_counts, before.viewer_reaction, next),
    viewer_reaction: next,
  });
  try {
    const answer = next
      ? await postResource('PinReactionResource', 'create', {
          pin_id: pin.id,
          reaction_type: next,
        })
      : await postResource('PinReactionResource', 'delete', { pin_id: pin.id });
    show(queryClient, pin.id, answer);
  } catch {
    show(queryClient, pin.id, before);
    showToast({ text: REACTION_ERRORS.failed, tone: 'error' });
  }
}
