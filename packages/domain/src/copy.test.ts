import { describe, expect, it } from 'vitest';
import * as copy from './copy';

// Every string value of every exported catalogue object.
const catalogue = new Set<string>(
  (Object.values(copy) as unknown[])
    .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
    .filter((value): value is string => typeof value === 'string'),
);

describe('spec strings are in the catalogue verbatim', () => {
  it.each([
    ['000 §4, req 000-4.09: save toast', 'Saved to Profile'],
    ['000 §4, req 000-4.09: save toast button', 'Change'],
    ['000 §4, req 000-4.10: save toast button', 'Organize'],
    ['000 §4, req 000-4.11: overlay label', 'Saved!'],
    ['000 §8, req 000-8.03: delete success', 'Pin deleted!'],
    ['000 §8, req 000-8.02: delete failure', 'Sorry! There was an error deleting your Pin.'],
    ['000 §8, req 000-8.01: save failure', 'Sorry! Something went wrong on our end.'],
    ['000 §2, req 000-2.20: hide toast', 'Pin hidden'],
    ['000 §4, req 000-4.21: feedback state', 'Reported'],
    ['000 §5, req 000-5.07: price', 'Sold out'],
    ['000 §5, req 000-5.07: price', 'See price on site'],
    ['000 §6, req 000-6.02: hover text', 'Open'],
    ['002 §8, req 002-8.04: unavailable idea pin', 'Unavailable'],
    ['002 §8, req 002-8.04: unavailable idea pin', 'Removed by the creator'],
    ['000 §8, req 000-8.04: blocked link title', 'Heads up!'],
    ['000 §8, req 000-8.04: blocked link label', 'We have blocked this link'],
    ['000 §8, req 000-8.04: blocked link', 'Learn more'],
    ['000 §8, req 000-8.04: blocked link', 'Okay'],
    ['000 §2, req 000-2.18: ad-reasons modal title', 'Why am I seeing this Ad?'],
    ['000 §2, req 000-2.18: ad-reasons heading', "Why you're seeing this ad"],
    [
      '000 §8, req 000-8.12: other messages',
      "Got it! We'll try to show you more relevant Pins in the future.",
    ],
    [
      '000 §8, req 000-8.18: other messages',
      'This ad was personalized for you using info from one of our partners',
    ],
    ['000 §8, req 000-8.19: other messages', 'There could also be more factors not listed here.'],
    ['000 §8, req 000-8.20: AI disclosures', 'This ad was made with AI'],
    ['000 §8, req 000-8.20: AI disclosures', 'This ad was modified with AI'],
    ['000 §8, req 000-8.20: AI disclosures', 'Parts of this ad were made with AI'],
    ['000 §5, req 000-5.32: sponsorship', 'Paid partnership'],
    ['000 §5, req 000-5.33: sponsorship', 'Includes sponsored products'],
    ['000 §8, req 000-8.07: invite loading', 'Loading Invitation component'],
    ['000 §2, req 000-2.08: reported-pin overlay', 'Tune your home feed'],
    ['000 §2, req 000-2.21: reported-pin overlay', 'Unfollow'],
    ['000 §2, req 000-2.26: cookie banner', 'Let me choose'],
    ['002 §6, req 002-6.02: limited-login header', 'Log in to continue'],
    ['002 §6, req 002-6.02: limited-login header', 'Log in to save this Pin'],
    ['002 §6, req 002-6.02: limited-login header', 'Send this Pin'],
    ['002 §6, req 002-6.02: limited-login header', 'Edit this Pin'],
    ['002 §6, req 002-6.02: limited-login header', 'Hide this Pin'],
    ['002 §6, req 002-6.02: limited-login header', 'Create a Pin or board'],
    ['002 §6, req 002-6.02: limited-login header', 'Create a board'],
    ['002 §6, req 002-6.02: limited-login header', 'Share the profile'],
    ['002 §6, req 002-6.02: limited-login header', 'Follow'],
    ['002 §6, req 002-6.02: limited-login header', 'Your friends invited you to join their board'],
    ['002 §9, req 002-9.04: quick save board name', 'Quick Saves'],
    ['002 §8, req 002-5.05: upload error', 'Invalid Image'],
    ['001 §8, req 001-8.06: default texts', 'Go'],
    ['001 §8, req 001-8.06: default texts', 'Close'],
    ['001 §8, req 001-8.06: default texts', 'Got it'],
    ['001 §8, req 001-8.01: attribution error', 'server request failed.'],
    ['product: site name', 'Corkboard'],
    ['product: auth', 'That email or password is wrong.'],
    ['product: 404', "We couldn't find that page"],
  ])('%s: %s', (_where, text) => {
    expect(catalogue.has(text)).toBe(true);
  });
});

describe('templated spec strings', () => {
  it.each([
    ['000 §4, req 000-4.10: "Saved to {board}"', copy.savedToBoard('Recipes'), 'Saved to Recipes'],
    [
      '000 §4, req 000-4.10: "Saved to {section} in {board}"',
      copy.savedToSection('Soups', 'Recipes'),
      'Saved to Soups in Recipes',
    ],
    ['000 §5, req 000-5.30: "Promoted by {promoter}"', copy.promotedBy('Acme'), 'Promoted by Acme'],
    [
      '000 §5, req 000-5.32: "Paid partnership with {promoter}"',
      copy.paidPartnershipWith('Acme'),
      'Paid partnership with Acme',
    ],
    [
      '000 §8, req 000-8.08: "{name} shared this idea with you"',
      copy.sharedThisIdea('Ana'),
      'Ana shared this idea with you',
    ],
    [
      '000 §8, req 000-8.13: "We\'ll show you less Pins from {topic} in the future."',
      copy.lessPinsFromTopic('Cats'),
      "We'll show you less Pins from Cats in the future.",
    ],
    [
      '000 §8, req 000-8.14: "You unfollowed {pinner} ..."',
      copy.unfollowedPinner('Ana'),
      "You unfollowed Ana and won't see Pins they save anymore.",
    ],
    [
      '000 §8, req 000-8.15: "You unfollowed the board {board} ..."',
      copy.unfollowedBoard('Cats'),
      "You unfollowed the board Cats and won't see Pins saved to it anymore.",
    ],
    [
      '000 §8, req 000-8.16: "{promoter} has paid to have this pin ..."',
      copy.paidToShow('Acme'),
      "Acme has paid to have this pin show up where you'd be more likely to notice it.",
    ],
    ['001 §2, req 001-2.09: "Welcome back, {name}"', copy.welcomeBack('Ana'), 'Welcome back, Ana'],
    [
      "002 §6, req 002-6.03: invitation header with the inviter's first name",
      copy.invitedToBoard('Ana'),
      'Ana invited you to join their board',
    ],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('counts', () => {
  it.each([
    [copy.pinCount, 0, '0 Pins'],
    [copy.pinCount, 1, '1 Pin'],
    [copy.pinCount, 2, '2 Pins'],
    [copy.pinCount, 12345, '12,345 Pins'],
    [copy.followerCount, 1, '1 follower'],
    [copy.followerCount, 3, '3 followers'],
    [copy.followingCount, 1, '1 following'],
    [copy.boardCount, 1, '1 board'],
    [copy.boardCount, 4, '4 boards'],
    [copy.sectionCount, 2, '2 sections'],
  ])('%o(%i)', (fn, n, expected) => {
    expect(fn(n)).toBe(expected);
  });
});

describe('API validation messages (docs/API.md "the message names the field")', () => {
  it.each([
    [copy.fieldRequired('board_id'), 'board_id is required'],
    [copy.fieldTooLong('board name', 50), 'board name must be at most 50 characters'],
    [copy.fieldTooShort('password', 8), 'password must be at least 8 characters'],
    [copy.fieldWrongType('page_size', 'integer'), 'page_size must be an integer'],
    [copy.fieldWrongType('name', 'string'), 'name must be a string'],
    [copy.unknownField('colour'), 'unknown option colour'],
    [
      copy.fieldInvalid('privacy', ['public', 'secret', 'protected']),
      'privacy must be one of public, secret, protected',
    ],
    [copy.fieldInvalid('link'), 'link is invalid'],
    [copy.fieldOutOfRange('page_size', 1, 250), 'page_size must be between 1 and 250'],
    [copy.passwordTooShort(8), 'Use at least 8 characters for your password.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has a message for every API error code', () => {
    expect(Object.keys(copy.API_ERRORS).sort()).toEqual(
      [
        'invalid_parameters',
        'unauthorized',
        'csrf_failed',
        'forbidden',
        'not_found',
        'conflict',
        'payload_too_large',
        'rate_limited',
        'internal',
      ].sort(),
    );
  });
});

describe('catalogue hygiene', () => {
  it('every string is non-empty and has no stray whitespace', () => {
    for (const text of catalogue) {
      expect(text, JSON.stringify(text)).toBe(text.trim());
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
