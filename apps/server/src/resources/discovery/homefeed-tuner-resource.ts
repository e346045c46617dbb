// `HomefeedTunerResource get {}` (ours): /edit/, "Tune your home feed" (spec 000 §2, req 000-2.08;
// 002 §2.1). What shapes the viewer's home feed, newest first: followed interests, boards and
// people, and hidden pins, each list capped (counts say how many there are). Undo goes through the
// existing calls: InterestFollowResource, /v3/boards/{id}/follow/, UserFollowResource and PUT
// /v3/p2p/{pin}/unhide/.
import type { HomefeedTuner } from '@corkboard/contracts';
import { resourceSchemas } from '@corkboard/contracts';
import { hydratePins } from '../../feeds/hydrate-pins';
import { signedInViewer } from '../../policy/signed-in';
import { presentUserSummary } from '../../present/users';
import type { BoardRow } from '../../storage/boards-store';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';
import { presentBoards } from '../boards/present-boards';
import { action } from '../define';
import { presentInterests } from './present-interests';

export const TUNER_LIST_MAX = 100;

export const HomefeedTunerResource = {
  get: action(resourceSchemas.HomefeedTunerResource.get, async (ctx) => {
    const viewerId = signedInViewer(ctx);
    const { stores } = ctx.app;
    const [interestRows, members, hiddenRows, interestCount, memberCounts, hiddenCount] =
      await Promise.all([
        stores.interests.followedOf(viewerId, TUNER_LIST_MAX),
        stores.homeFeed.members(viewerId, TUNER_LIST_MAX),
        stores.pinHides.hiddenPins(viewerId, TUNER_LIST_MAX),
        stores.interests.countFollowedOf(viewerId),
        stores.homeFeed.memberCounts(viewerId),
        stores.pinHides.countHidden(viewerId),
      ]);
    const [boardRows, users, collaborations] = await Promise.all([
      stores.boards.byIds(members.boards),
      stores.users.byIds(members.users),
      stores.boards.collaborations(viewerId, members.boards),
    ]);
    // A followed board that turned secret stays listed only if the viewer may still see it.
    const boards = members.boards
      .map((id) => boardRows.get(id))
      .filter(
        (b): b is BoardRow =>
          b !== undefined && (b.privacy !== 'secret' || collaborations.has(idString(b.id))),
      );
    const owners = await stores.users.byIds(boards.map((b) => idString(b.owner_id)));
    const data: HomefeedTuner = {
      interests: await presentInterests(ctx, interestRows, null),
      boards: await presentBoards(ctx, boards, owners),
      users: members.users
        .map((id) => users.get(id))
        .filter((u): u is UserRow => u !== undefined)
        .map((u) => presentUserSummary(u, true)),
      hidden_pins: await hydratePins(ctx, hiddenRows),
      limit: TUNER_LIST_MAX,
      counts: {
        interests: interestCount,
        boards: memberCounts.boards,
        users: memberCounts.users,
        hidden_pins: hiddenCount,
      },
    };
    return { data };
  }),
};
