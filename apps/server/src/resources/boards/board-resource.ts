import { resourceSchemas } from '@corkboard/contracts';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { boardWriteActions } from './board-write-actions';
import { loadVisibleBoard } from './load-board';
import { presentBoards } from './present-boards';

export const BoardResource = {
  get: action(resourceSchemas.BoardResource.get, async (ctx, options) => {
    const { board, owner } = await loadVisibleBoard(ctx, options);
    const [presented] = await presentBoards(ctx, [board], new Map([[idString(owner.id), owner]]), {
      withSections: true,
    });
    return { data: presented };
  }),
  ...boardWriteActions,
};
