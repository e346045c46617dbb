// The pin of a grid read asked with `field_set_key: "grid_item"` (docs/API.md §2, "Pins in
// grids"): the Pin with the fields packages/domain PIN_GRID_FIELDS lets a grid item leave out
// made optional (absent: the default, or the field it equals), and images in grid sizes only.
import { z } from 'zod';
import {
  GRID_ITEM_IMAGE_SIZES,
  PIN_GRID_FIELDS,
  USER_SUMMARY_GRID_FIELDS,
  type FieldTable,
  type GridItemOf,
  type GridItemOptionalKey,
  type GridUserOptionalKey,
} from '@corkboard/domain';
import { component } from './components';
import { PinSchema, type Pin } from './pin-wire';
import { ImageVariantSchema, UserSummarySchema } from './wire';

/** `{field: true}` for every field the table lets a grid item leave out. */
function optionalIn<K extends string>(table: FieldTable): { [F in K]: true } {
  const keys = Object.entries(table).filter(([, rule]) => rule.kind !== 'sent');
  return Object.fromEntries(keys.map(([key]) => [key, true])) as { [F in K]: true };
}

export const GridImageVariantsSchema = component(
  'GridImageVariants',
  z
    .partialRecord(z.enum(GRID_ITEM_IMAGE_SIZES), ImageVariantSchema)
    .describe('The sizes a grid card reads: 236x, 474x, 736x and orig (not for crawlers).'),
);

export const GridUserSummarySchema = component(
  'GridUserSummary',
  UserSummarySchema.partial(optionalIn<GridUserOptionalKey>(USER_SUMMARY_GRID_FIELDS)).describe(
    'A UserSummary in a grid item: absent image URLs are null, absent is_verified_merchant ' +
      'false, absent verified_identity `{"verified": false}`.',
  ),
);

export const GridPinSchema = component(
  'GridPin',
  PinSchema.partial(optionalIn<GridItemOptionalKey>(PIN_GRID_FIELDS))
    .extend({
      images: GridImageVariantsSchema,
      pinner: GridUserSummarySchema,
      native_creator: GridUserSummarySchema.nullable().optional(),
      origin_pinner: GridUserSummarySchema.nullable().optional(),
      promoter: GridUserSummarySchema.nullable().optional(),
    })
    .describe(
      'A Pin as a grid item (`field_set_key: "grid_item"`): a field at its default (null, ' +
        'false, [], {}) is left out, `grid_title` when it equals `title`, `tracked_link` when ' +
        'it equals `link`, and the ad fields unless the pin is promoted; absent means that value.',
    ),
);
export type GridPin = z.output<typeof GridPinSchema>;

// The table names exactly the fields of Pin, and GridPin is the domain's GridItemOf<Pin>: a
// field or rule added on one side and not the other fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const tableIsPin: Same<keyof typeof PIN_GRID_FIELDS, keyof Pin> = true;
const gridPinIsGridItem: Same<GridPin, GridItemOf<Pin>> = true;
void tableIsPin;
void gridPinIsGridItem;
