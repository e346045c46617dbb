// Reacting to a pin and taking it back (issue 13). Decided: a reaction is on the pin the person
// sees, a save as much as an original (Pinterest counts reactions per pin shown; a save copied
// its original's counts when it was made and goes its own way after). One per person per pin:
// another type replaces it. The counts follow in the same statement (triggers, migrations/
// 0009-pin-reactions.ts) and are read back in the same transaction, so the answer holds the
// counts this write committed.
import type { PinReactionResult } from '@corkboard/contracts';
import type { ReactionType } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import type { ReactionTarget } from '../policy/pin-reactions';
import { inTransaction } from '../storage/transaction';

/** Sets the viewer's reaction to `type`, or takes it back (null). */
export async function reactToPin(
  app: AppContext,
  target: ReactionTarget,
  type: ReactionType | null,
): Promise<PinReactionResult> {
  const { viewerId, pinId } = target;
  const at = app.now();
  return inTransaction(app.storage, async (stores) => {
    if (type === null) await stores.pinReactions.unreact(viewerId, pinId);
    else await stores.pinReactions.react({ userId: viewerId, pinId, type, at });
    return {
      pin_id: pinId,
      reaction_counts: await stores.pinReactions.countsOf(pinId),
      viewer_reaction: type,
    };
  });
}
