// Options of the search resources and the search-hide paths (docs/API.md §3 "Discovery and
// feedback"; issue 6). `scope` takes the names of spec 000 §3 (req 000-3.30) and, for old
// clients, the numeric codes 0 to 4 it gives for the first five.
import { z } from 'zod';
import {
  HIDE_REASONS,
  SEARCH_QUERY_MAX,
  SEARCH_SCOPES,
  searchScopeByCode,
} from '@corkboard/domain';
import { id, paging, tracking } from './common';

const query = z.string().max(SEARCH_QUERY_MAX);

const scope = z.union([
  z.enum(SEARCH_SCOPES),
  z
    .number()
    .int()
    .min(0)
    .max(4)
    .transform((code) => searchScopeByCode(code) ?? 'pins'),
]);

export const searchSchemas = {
  BaseSearchResource: {
    get: z.strictObject({ query, scope, ...paging, ...tracking }),
  },
  /** Our name: the header's suggestions for what is typed so far. */
  SearchTypeaheadResource: {
    get: z.strictObject({ query, ...tracking }),
  },
};

/** The pin id in `PUT /v3/search/{pin_id}/hide/` and `/unhide/`. */
export const searchHideParams = z.strictObject({ pin_id: id });

/** Their body (req 000-7.12: "body query, pin_type"); both only recorded with the hide. */
export const searchHideBody = z.strictObject({
  query: query.optional(),
  reason: z.enum(HIDE_REASONS).optional().describe('Ours: why the viewer hid it.'),
  pin_type: z.union([z.string().max(64), z.number().int()]).optional(),
  ...tracking,
});
