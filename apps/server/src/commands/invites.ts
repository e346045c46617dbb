// Making invite codes (issue 16): the viewer's code for a pin on a channel, the same each ask.
import type { AppContext } from '../app/context';
import { inTransaction } from '../storage/transaction';

export async function shareCode(
  app: AppContext,
  input: { viewerId: string; pinId: string; channel: number },
): Promise<string> {
  return inTransaction(app.storage, (stores) =>
    stores.inviteCodes.codeFor({
      senderId: input.viewerId,
      pinId: input.pinId,
      channel: input.channel,
      at: app.now(),
    }),
  );
}
