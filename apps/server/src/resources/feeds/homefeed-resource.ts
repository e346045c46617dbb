// `UserHomefeedResource get {bookmarks?, page_size?}` (issue 6): the blended home feed of
// feeds/home-feed.ts — followed people, boards and interests, what the viewer saved lately,
// popular and fresh pins — each pin with its recommendation_reason. Signed out: popular and
// fresh, spread out, the same for everyone (cached by the read cache).
import { resourceSchemas } from '@corkboard/contracts';
import { BOOKMARK_END, isStorableId, PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { HOME_SOURCES, homeFeedPage } from '../../feeds/home-feed';
import type { SourceCursors } from '../../feeds/source-merge';
import { decodeBookmark } from '../../http/bookmarks';
import { action } from '../define';

const cursorValue = (v: unknown) => v === null || v === 'e' || isStorableId(v);

/** `{c: {u, b, i, s, p, f}}`: each source's cursor, null (not started) or 'e' (ended). */
const isHomeBookmark = (value: unknown): value is { c: SourceCursors } => {
  const c = (value as { c?: unknown } | null)?.c;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) return false;
  const entries = Object.entries(c);
  return (
    entries.length > 0 &&
    entries.every(([k, v]) => (HOME_SOURCES as readonly string[]).includes(k) && cursorValue(v))
  );
};

export const UserHomefeedResource = {
  get: action(resourceSchemas.UserHomefeedResource.get, async (ctx, options) => {
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const start = decodeBookmark(options.bookmarks, isHomeBookmark);
    const page = await homeFeedPage(ctx, limit, start?.c ?? {});
    return { data: page.pins, bookmark: page.bookmark ?? BOOKMARK_END };
  }),
};
