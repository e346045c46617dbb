// A pin the client already holds (a grid's, the one just created) shown on the closeup while
// PinResource get brings the whole pin. It does not say whether its board is collaborative, so it
// is shown as one where reaction controls are hidden (the count alone) until the answer says;
// its links have no /offsite/ tokens yet, so they are not rendered until the answer brings them;
// its comment count is not known either, so the comments section waits for the answer.
import type { Pin, PinCloseup } from '@corkboard/contracts';

export function closeupPlaceholder(pin: Pin): PinCloseup {
  return {
    ...pin,
    viewer_reaction: null,
    on_collaborative_board: true,
    comment_count: 0,
    link_tokens: {},
  };
}
