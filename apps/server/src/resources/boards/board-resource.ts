import { resourceSchemas } from '@corkboard/contracts';
import { action } from '../define';
import { boardWriteActions } from './board-write-actions';
import { loadVisibleBoard } from './load-board';
import { presentLoadedBoard } from './present-one-board';

export const BoardResource = {
  get: action(resourceSchemas.BoardResource.get, async (ctx, options) => {
    const { board, owner } = await loadVisibleBoard(ctx, options);
    return { data: await presentLoadedBoard(ctx, board, owner) };
  }),
  ...boardWriteActions,
};
