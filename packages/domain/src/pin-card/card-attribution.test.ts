import { describe, expect, it } from 'vitest';
import {
  attributionHeight,
  boardHref,
  cardAttribution,
  isImageOnlyGrid,
  productAttribution,
} from './card-attribution';
import type { CardAttribution, CardContext, CardPinInput } from './card-model';
import { context, pin, signedOut, user } from './test-fixtures';

const creator = user('bea', { full_name: 'Bea Maker', verified_identity: { verified: true } });
const brand = user('northwind', { full_name: 'Northwind' });
const origin = user('otto');
const groupBoard = {
  id: 'b2',
  name: 'Team Ideas',
  url: '/alice/team-ideas/',
  privacy: 'public',
  is_collaborative: true,
};

function typeAndName(a: CardAttribution): string {
  if (a.type === 'none') return 'none';
  if (a.type === 'board') return `board:${a.boardName}`;
  return `${a.type}:${a.user.name}`;
}

describe('cardAttribution', () => {
  it.each<[string, Partial<CardPinInput>, CardContext, string]>([
    [
      '"Promoted ... pins always show the default attribution" (the promoter)',
      { is_promoted: true, promoter: brand },
      context({ surface: 'UserProfilePinGrid' }),
      'default:Northwind',
    ],
    [
      '"... sponsored pins always show the default attribution" (the creator)',
      { native_creator: creator, sponsorship: { status: 1, sponsor: null } },
      context({ attribution: 'hide' }),
      'default:Bea Maker',
    ],
    [
      '"Some surfaces (profile grids ...) show none"',
      {},
      context({ surface: 'UserProfilePinGrid' }),
      'none',
    ],
    [
      '"... (closeup products ...) show none"',
      {},
      context({ surface: 'CloseupRelatedProducts' }),
      'none',
    ],
    ['"... (conversation) show none"', {}, context({ surface: 'ConversationView' }), 'none'],
    [
      'the "show" option shows it there anyway',
      {},
      context({ surface: 'UserProfilePinGrid', attribution: 'show' }),
      'sourceUser:Alice',
    ],
    ['the "hide" option hides it', {}, context({ attribution: 'hide' }), 'none'],
    [
      'the "image-only" option: no attribution when signed in',
      {},
      context({ attribution: 'imageOnly' }),
      'none',
    ],
    [
      '"Unauthenticated users never see the image-only grid unless forced"',
      {},
      signedOut({ attribution: 'imageOnly' }),
      'sourceUser:Alice',
    ],
    [
      '"... unless forced"',
      {},
      signedOut({ attribution: 'imageOnly', forceImageOnly: true }),
      'none',
    ],
    [
      '"The board name shows for group boards"',
      { board: groupBoard },
      context(),
      'board:Team Ideas',
    ],
    [
      '"A \'protected\' board privacy hides the board line"',
      { board: { ...groupBoard, privacy: 'protected' } },
      context(),
      'sourceUser:Alice',
    ],
    [
      'a board that is not a group board shows no board line',
      { board: { ...groupBoard, is_collaborative: false } },
      context(),
      'sourceUser:Alice',
    ],
    ['the native creator is credited', { native_creator: creator }, context(), 'default:Bea Maker'],
    [
      '"credited to its source user only if there is no native creator and a link domain ... exists"',
      {},
      context(),
      'sourceUser:Alice',
    ],
    [
      '"... or origin pinner exists" (the origin pinner is credited)',
      { domain: null, link: null, origin_pinner: origin },
      context(),
      'sourceUser:Otto',
    ],
    [
      'no domain and no origin pinner: the pinner, by default',
      { domain: null, link: null },
      context(),
      'default:Alice',
    ],
    [
      '"Uploaded by user" is no link domain',
      { domain: 'Uploaded by user', link: null },
      context(),
      'default:Alice',
    ],
  ])('%s', (_sentence, fields, ctx, expected) => {
    expect(typeAndName(cardAttribution(pin(fields), ctx))).toBe(expected);
  });

  it('users carry avatar, profile link (lowercase) and verification', () => {
    const a = cardAttribution(
      pin({
        native_creator: user('Bea', { full_name: 'Bea', verified_identity: { verified: true } }),
      }),
      context(),
    );
    expect(a).toEqual({
      type: 'default',
      user: { name: 'Bea', avatarUrl: '/avatars/Bea-75.jpg', href: '/bea/', verified: true },
    });
  });

  it('"Follow-names over 32 characters are cut with an ellipsis."', () => {
    const a = cardAttribution(
      pin({ native_creator: user('x', { full_name: 'b'.repeat(33) }) }),
      context(),
    );
    expect(a.type === 'default' && a.user.name).toBe(`${'b'.repeat(32)}…`);
  });

  it('board links go through boardPath (lowercase, encoded)', () => {
    expect(boardHref({ ...groupBoard, url: '/Alice/Team-Ideas/' }, user('alice'))).toBe(
      '/alice/team-ideas/',
    );
    expect(boardHref({ ...groupBoard, url: 'https://elsewhere/x' }, user('alice'))).toBe(
      '/alice/team-ideas/',
    );
  });
});

describe('isImageOnlyGrid', () => {
  it.each<[string, CardContext, boolean]>([
    ['signed in with the image-only option', context({ attribution: 'imageOnly' }), true],
    [
      '"Unauthenticated users never see the image-only grid unless forced"',
      signedOut({ attribution: 'imageOnly' }),
      false,
    ],
    ['"... unless forced"', signedOut({ forceImageOnly: true }), true],
    ['default option', context(), false],
  ])('%s', (_sentence, ctx, expected) => {
    expect(isImageOnlyGrid(ctx)).toBe(expected);
  });
});

describe('productAttribution and attributionHeight', () => {
  const product = pin({ rich_summary: { type_name: 'product' } });
  const price = { text: '$10.00', original: null, soldOut: false };
  const shown: CardAttribution = {
    type: 'sourceUser',
    user: { name: 'A', avatarUrl: null, href: '/a/' },
  };
  it.each<[string, CardContext, string | null, boolean]>([
    ['signed out: the product rides in the attribution', signedOut(), 'Brand', true],
    [
      '"The unauth product attribution fragment is skipped when requested."',
      signedOut({ skipUnauthProductAttribution: true }),
      'Brand',
      false,
    ],
    ['signed in: the footer has it instead', context(), 'Brand', false],
  ])('%s', (_sentence, ctx, merchant, expected) => {
    expect(productAttribution(product, ctx, shown, price, merchant) !== null).toBe(expected);
  });

  it.each<
    [
      string,
      CardAttribution,
      { price: typeof price | null; merchant: string | null } | null,
      number,
    ]
  >([
    ['"Attribution height 90 with merchant"', shown, { price, merchant: 'Brand' }, 90],
    ['"... else 68 for a price"', shown, { price, merchant: null }, 68],
    ['the plain creator line (decided 40)', shown, null, 40],
    ['no attribution', { type: 'none' }, null, 0],
  ])('%s', (_sentence, attribution, product, expected) => {
    expect(attributionHeight(attribution, product)).toBe(expected);
  });
});
