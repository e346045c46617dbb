// Free slugs for boards (unique per owner) and sections (unique per board), from their names.
import { boardSlugFor, dedupeSlug, slugify } from '@corkboard/domain';
import type { Stores } from '../storage/stores';

/** A slug for `name` among the owner's boards; `keep` is the board's own current slug. */
export async function freeBoardSlug(
  stores: Stores,
  ownerId: string,
  name: string,
  keep: string | null = null,
): Promise<string> {
  const base = boardSlugFor(name);
  const taken = await stores.boardWrites.slugsLike(ownerId, base);
  if (keep !== null) taken.delete(keep);
  return dedupeSlug(base, (slug) => taken.has(slug));
}

export async function freeSectionSlug(
  stores: Stores,
  boardId: string,
  title: string,
  keep: string | null = null,
): Promise<string> {
  const base = slugify(title, 'board');
  const taken = await stores.boardWrites.sectionSlugsLike(boardId, base);
  if (keep !== null) taken.delete(keep);
  return dedupeSlug(base, (slug) => taken.has(slug));
}
