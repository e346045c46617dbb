import type { Generated } from 'kysely';

export interface BoardSectionsTable {
  id: Generated<number | string>;
  board_id: number | string;
  title: string;
  slug: string;
  sort_index: number;
  created_at: number | string;
}
