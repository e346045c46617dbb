// The /offsite/ token (API.md "Outbound links"): the server's HMAC over a link and its pin, so
// /offsite/ redirects only to links the server itself rendered for that pin, never to any URL a
// stranger puts in a query string.
import type { Pin } from '@corkboard/contracts';
import { isGoLinkless, offsiteTokenMessage } from '@corkboard/domain';
import type { Signer } from '../http/signing';

const PURPOSE = 'offsite';

export const offsiteToken = (signer: Signer, url: string, pinId: string) =>
  signer.sign(PURPOSE, offsiteTokenMessage(url, pinId));

export const isOffsiteToken = (signer: Signer, url: string, pinId: string, token: string) =>
  signer.verify(PURPOSE, offsiteTokenMessage(url, pinId), token);

/**
 * Each outbound link a pin renders (its link, its carousel slots', its collection items') → its
 * token. A linkless ad's own link is never opened, so it gets none (req 000-7.19).
 */
export function linkTokens(signer: Signer, pin: Pin): Record<string, string> {
  const links = [
    isGoLinkless(pin) ? null : pin.link,
    ...(pin.carousel_data?.slots ?? []).map((slot) => slot.link),
    ...(pin.collection_pin?.item_data ?? []).map((item) => item.link),
  ];
  const tokens: Record<string, string> = {};
  for (const link of links) {
    if (link && /^https?:\/\//i.test(link)) tokens[link] = offsiteToken(signer, link, pin.id);
  }
  return tokens;
}
