// The rules of grid items (docs/API.md §2, "Pins in grids"), one case each. The round trip over
// whole pins of every kind is in packages/contracts grid-pin-wire.test.ts.
import { describe, expect, it } from 'vitest';
import { answersGridItems, compactGridPin, compactPinFields, expandGridPin } from './grid-item';

const variant = (size: string) => ({ url: `/i/${size}/s.jpg`, width: 10, height: 10 });
const user = { id: '5', username: 'ada', full_name: 'Ada' };
/** Only the fields a case needs; the table's other fields are absent, as if sent and unread. */
const pin = (fields: Record<string, unknown>) => ({
  images: {},
  pinner: user,
  is_promoted: false,
  ...fields,
});

describe('answersGridItems: a grid read asking field_set_key "grid_item"', () => {
  it.each<[string, string, object, boolean]>([
    ['the home feed', 'UserHomefeedResource', { field_set_key: 'grid_item' }, true],
    [
      'a board section',
      'BoardFeedResource',
      { board_id: '1', section_id: '2', field_set_key: 'grid_item' },
      true,
    ],
    [
      'search in a pin scope',
      'BaseSearchResource',
      { scope: 'videos', field_set_key: 'grid_item' },
      true,
    ],
    [
      'search by numeric code 0 (pins)',
      'BaseSearchResource',
      { scope: 0, field_set_key: 'grid_item' },
      true,
    ],
    [
      'search for boards: "Any other ... answers full"',
      'BaseSearchResource',
      { scope: 'boards', field_set_key: 'grid_item' },
      false,
    ],
    ['a pin read is no grid', 'PinResource', { id: '1', field_set_key: 'grid_item' }, false],
    ['no field_set_key', 'UserHomefeedResource', {}, false],
    [
      'a field set this read does not know',
      'UserHomefeedResource',
      { field_set_key: 'profile_grid_item' },
      false,
    ],
  ])('%s', (_case, name, options, answers) => {
    expect(answersGridItems(name, options)).toBe(answers);
  });
});

describe('compaction by the table', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a null, a false, [] and {} are left out',
      { link: null, is_video: false, access: [], reaction_counts: {} },
      {},
    ],
    [
      'a value other than the default is sent',
      { link: 'https://a.example', is_video: true, access: ['write'] },
      { link: 'https://a.example', is_video: true, access: ['write'] },
    ],
    [
      'grid_title equal to title is left out',
      { title: 'Oak', grid_title: 'Oak' },
      { title: 'Oak' },
    ],
    [
      'grid_title other than title is sent',
      { title: 'Oak', grid_title: 'Oak shelves' },
      { title: 'Oak', grid_title: 'Oak shelves' },
    ],
    [
      'tracked_link equal to a null link is left out with it',
      { link: null, tracked_link: null },
      {},
    ],
    [
      'ad fields of a pin not promoted are left out, even set',
      { advertiser_id: '1', ad_match_reason: 'x' },
      {},
    ],
    [
      'ad fields of a promoted pin are sent unless null',
      { is_promoted: true, advertiser_id: '1', campaign_id: null },
      { is_promoted: true, advertiser_id: '1' },
    ],
    [
      'a user summary leaves out its own defaults',
      {
        pinner: {
          ...user,
          image_small_url: null,
          is_verified_merchant: false,
          verified_identity: { verified: false },
        },
      },
      { pinner: user },
    ],
    [
      'a verified user keeps it',
      { pinner: { ...user, verified_identity: { verified: true } } },
      { pinner: { ...user, verified_identity: { verified: true } } },
    ],
    [
      'images keep the grid sizes only',
      {
        images: {
          '60x60': variant('60x60'),
          '236x': variant('236x'),
          '564x': variant('564x'),
          orig: variant('orig'),
        },
      },
      { images: { '236x': variant('236x'), orig: variant('orig') } },
    ],
    [
      'so do carousel slots',
      {
        carousel_data: {
          id: '1',
          slots: [{ id: '2', images: { '170x': variant('170x'), '736x': variant('736x') } }],
        },
      },
      { carousel_data: { id: '1', slots: [{ id: '2', images: { '736x': variant('736x') } }] } },
    ],
  ])('%s', (_case, fields, sent) => {
    const whole = pin(fields);
    expect(compactPinFields(fields, whole)).toEqual(sent);
  });

  it('a personal part is compacted by the same rules as the pin it belongs to', () => {
    const whole = pin({ title: 'Oak', saved_info: null, access: [], recommendation_reason: null });
    expect(compactPinFields({ saved_info: null, access: ['write', 'delete'] }, whole)).toEqual({
      access: ['write', 'delete'],
    });
  });
});

/** What a compacted pin expands to, read loosely (the case pins name few of Pin's fields). */
type Expanded = Record<string, unknown> & { pinner: Record<string, unknown> };
const roundTrip = (fields: Record<string, unknown>) =>
  expandGridPin(compactGridPin(pin(fields))) as unknown as Expanded;

describe('expansion by the table', () => {
  it('an absent field is its default, or the field it equals; fields never shared between pins', () => {
    const a = roundTrip({ title: 'Oak', grid_title: 'Oak', link: null });
    const b = roundTrip({ title: 'Elm', grid_title: 'Elm', link: null });
    expect(a).toMatchObject({ grid_title: 'Oak', link: null, tracked_link: null, access: [] });
    expect(a).toMatchObject({ advertiser_id: null, saved_info: null, reaction_counts: {} });
    expect(a.pinner).toEqual({
      ...user,
      image_small_url: null,
      image_medium_url: null,
      is_verified_merchant: false,
      verified_identity: { verified: false },
    });
    expect(a.access).not.toBe(b.access);
    expect(a.pinner.verified_identity).not.toBe(b.pinner.verified_identity);
  });

  it('an optional field the table keeps absent stays absent (explicitly_followed_by_me)', () => {
    expect('explicitly_followed_by_me' in expandGridPin(compactGridPin(pin({}))).pinner).toBe(
      false,
    );
  });
});
