// The signed-in viewer as `Me` (docs/API.md §1 "UserResource get {}"): counts, settings and whether
// they have their quick-saves board, read together. Every answer of Me goes through here.
import type { Me } from '@corkboard/contracts';
import type { AppContext } from '../../app/context';
import { countsViewer } from '../../policy/blocks';
import { isOperator } from '../../policy/operators';
import { presentMe } from '../../present/users';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';

export async function loadMe(app: AppContext, user: UserRow): Promise<Me> {
  const id = idString(user.id);
  const [counts, settings, quickSaves, resurrectedAt] = await Promise.all([
    countsViewer(app.stores, id).then((apart) => app.stores.users.counts(id, id, apart)),
    app.stores.userSettings.get(id),
    app.stores.boardWrites.quickSavesOf(id),
    app.stores.users.resurrectedAt(id),
  ]);
  return presentMe(user, counts, {
    settings,
    hasQuickSavesBoard: quickSaves !== undefined,
    resurrectedAt,
    isOperator: isOperator({ app, viewer: user }),
  });
}
