import type { Generated } from 'kysely';

export interface BoardsTable {
  id: Generated<number | string>;
  owner_id: number | string;
  name: string;
  slug: string;
  description: string;
  privacy: string;
  layout: string;
  is_archived: number;
  sort_index: number;
  created_at: number | string;
  last_pinned_at: number | string;
}
