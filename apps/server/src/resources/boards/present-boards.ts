// Presents many boards with their counts, covers and the viewer's relations, batched. Counts
// leave out what a block hides from the viewer (policy/blocks.ts countsViewer).
import type { Board } from '@corkboard/contracts';
import type { RequestContext } from '../../app/context';
import { countsViewer } from '../../policy/blocks';
import { presentBoard } from '../../present/boards';
import type { BoardRow } from '../../storage/boards-store';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';

export async function presentBoards(
  ctx: RequestContext,
  boards: BoardRow[],
  owners: Map<string, UserRow>,
  { withSections = false }: { withSections?: boolean } = {},
): Promise<Board[]> {
  const { stores } = ctx.app;
  const ids = boards.map((b) => idString(b.id));
  const none = Promise.resolve(new Set<string>());
  const apart = await countsViewer(stores, ctx.viewerId);
  // Sections are asked for one board at a time (BoardResource get and the board writes).
  const sectionsOf = async () =>
    new Map(
      await Promise.all(
        ids.map(async (id) => [id, await stores.boards.sections(id, apart)] as const),
      ),
    );
  const [stats, followed, collaborated, sections] = await Promise.all([
    stores.boards.stats(ids, apart),
    ctx.viewerId ? stores.boards.followedBy(ctx.viewerId, ids) : none,
    ctx.viewerId ? stores.boards.collaborations(ctx.viewerId, ids) : none,
    withSections ? sectionsOf() : undefined,
  ]);
  const covers = await stores.images.bySignatures(
    [...stats.values()].flatMap((s) => s.cover_signatures),
  );
  return boards.flatMap((board) => {
    const id = idString(board.id);
    const owner = owners.get(idString(board.owner_id));
    const boardStats = stats.get(id);
    if (!owner || !boardStats) return [];
    return [
      presentBoard({
        board,
        owner,
        stats: boardStats,
        coverImages: covers,
        followedByMe: followed.has(id),
        collaboratedByMe: collaborated.has(id),
        ...(sections ? { sections: sections.get(id) ?? [] } : {}),
      }),
    ];
  });
}
