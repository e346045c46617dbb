// A pin's link may not be one the block list blocks (issue 14): creating or editing a pin with
// such a link is refused with `invalid_parameters` and a message naming the host. A link that
// becomes blocked later stays on its pin, and /offsite/ never opens it.
import { linkRefused } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid } from '../http/errors';

export async function refuseBlockedLink(app: AppContext, link: string | null | undefined) {
  if (!link) return;
  const check = await app.linkChecker.check(link);
  if (check.verdict === 'blocked')
    throw invalid(linkRefused(check.link?.host ?? link, check.reason));
}
