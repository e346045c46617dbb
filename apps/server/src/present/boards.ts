import type { Board, BoardLayout, BoardPrivacy, BoardRef } from '@corkboard/contracts';
import { boardPath, sizeDimensions } from '@corkboard/domain';
import type { BoardRow, BoardStats, SectionRow } from '../storage/boards-store';
import type { ImageRow } from '../storage/images-store';
import type { UserRow } from '../storage/users-store';
import { idString, isoTime } from '../storage/row-mapping';
import { imageUrl } from './images';
import { fullName } from './users';

export function presentBoardRef(board: BoardRow, owner: UserRow): BoardRef {
  return {
    id: idString(board.id),
    name: board.name,
    url: boardPath(owner.username, board.slug),
    privacy: board.privacy as BoardPrivacy,
    layout: board.layout as BoardLayout,
  };
}

export function presentBoard(input: {
  board: BoardRow;
  owner: UserRow;
  stats: BoardStats;
  coverImages: Map<string, ImageRow>;
  followedByMe: boolean;
  collaboratedByMe: boolean;
  sections?: (SectionRow & { pin_count: number })[];
}): Board {
  const { board, owner, stats } = input;
  const covers = stats.cover_signatures
    .map((sig) => input.coverImages.get(sig))
    .filter((img): img is ImageRow => img !== undefined)
    .map((img) => ({
      url: imageUrl('170x', img.signature, img.ext),
      ...sizeDimensions('170x', img),
    }));
  const out: Board = {
    ...presentBoardRef(board, owner),
    layout: board.layout as BoardLayout,
    description: board.description,
    pin_count: stats.pin_count,
    section_count: stats.section_count,
    follower_count: stats.follower_count,
    is_collaborative: stats.collaborator_count > 0,
    collaborator_count: stats.collaborator_count,
    collaborated_by_me: input.collaboratedByMe,
    followed_by_me: input.followedByMe,
    owner: { id: idString(owner.id), username: owner.username, full_name: fullName(owner) },
    images: { '170x': covers },
    created_at: isoTime(board.created_at),
  };
  if (input.sections) {
    out.sections = input.sections.map((s) => ({
      id: idString(s.id),
      title: s.title,
      slug: s.slug,
      pin_count: s.pin_count,
    }));
  }
  return out;
}
