// Where an operator's preview opens (issue 15: "preview each at its placement"): a page that has
// the experience's placement; a search delight (req 001-3.02) over the results of its first
// listed search, since it plays for nothing else.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { previewPath } from '../../src/ssr/admin/experiences-section';

describe('previewPath', () => {
  it.each<[string, Parameters<typeof previewPath>[0], string]>([
    [
      'a banner above the home grid opens home',
      { placement_id: PLACEMENTS.home_top.id, experience_id: 7, kind: 'callout', display_data: {} },
      '/?experience_preview=7',
    ],
    [
      'a banner in search opens a search',
      { placement_id: PLACEMENTS.search.id, experience_id: 8, kind: 'callout', display_data: {} },
      '/search/pins/?q=ideas&experience_preview=8',
    ],
    [
      'a search delight opens its first listed search',
      {
        placement_id: PLACEMENTS.search.id,
        experience_id: 9,
        kind: 'search_delight',
        display_data: { search_query_list: [' ', ' fall decor '] },
      },
      '/search/pins/?q=fall%20decor&experience_preview=9',
    ],
    [
      'the pin builder opens the pin builder',
      {
        placement_id: PLACEMENTS.pin_builder.id,
        experience_id: 10,
        kind: 'modal',
        display_data: {},
      },
      '/pin-creation-tool/?experience_preview=10',
    ],
  ])('%s', (_rule, entry, expected) => expect(previewPath(entry)).toBe(expected));
});
