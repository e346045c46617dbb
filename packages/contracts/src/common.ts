import { z } from 'zod';
import { isStorableId, PAGE_SIZE_MAX, VALIDATION_TEXT } from '@corkboard/domain';

/**
 * Ids are strings of digits on the wire (docs/API.md §2); numbers are accepted and normalised. One
 * check for every id (isStorableId): 1 to 19 digits within BIGINT, so PostgreSQL never sees an
 * id it cannot parse and both engines answer the same `invalid_parameters`.
 */
export const idDigits = z.string().refine(isStorableId, VALIDATION_TEXT.id);

export const id = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value))
  .pipe(idDigits);

export const paging = {
  page_size: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
  bookmarks: z.array(z.string().max(512)).max(4).optional(),
};

/**
 * Tracking and context fields the spec's client sends, accepted everywhere. The others are
 * ignored; `field_set_key` picks a compact answer where a read has one (answers.ts fieldSets).
 */
export const tracking = {
  client_tracking_params: z.string().max(2048).optional(),
  clientTrackingParams: z.string().max(2048).optional(),
  field_set_key: z
    .string()
    .max(64)
    .optional()
    .describe(
      '"grid_item" on a grid read: its pins as grid items (GridPin). Any other value, or ' +
        'none: the full answer.',
    ),
  orbac_subject_id: z.string().max(32).optional(),
};
