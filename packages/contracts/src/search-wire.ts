// What the search resources and routes answer (docs/API.md "Search").
import { z } from 'zod';
import { component, wireId } from './components';
import { BoardSchema, UserSummarySchema } from './wire';

export const SearchUserSchema = component(
  'SearchUser',
  UserSummarySchema.extend({
    first_name: z.string(),
    follower_count: z.number(),
    explicitly_followed_by_me: z.boolean(),
  }).describe('A person in search results.'),
);
export type SearchUser = z.output<typeof SearchUserSchema>;

export const TypeaheadItemSchema = component(
  'TypeaheadItem',
  z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('query'), query: z.string() }),
      z.strictObject({ type: z.literal('board'), board: BoardSchema }),
      z.strictObject({ type: z.literal('user'), user: SearchUserSchema }),
    ])
    .describe('One suggestion: a query to run, a board, or a person.'),
);
export type TypeaheadItem = z.output<typeof TypeaheadItemSchema>;

export const SearchTypeaheadSchema = component(
  'SearchTypeahead',
  z.strictObject({
    query: z.string(),
    corrected_query: z
      .string()
      .nullable()
      .describe('Set when nothing matched as typed and a spelling nearby did.'),
    items: z.array(TypeaheadItemSchema),
  }),
);
export type SearchTypeahead = z.output<typeof SearchTypeaheadSchema>;

export const SearchHideStateSchema = component(
  'SearchHideState',
  z.strictObject({ pin_id: wireId, hidden: z.boolean() }),
);
export type SearchHideState = z.output<typeof SearchHideStateSchema>;
