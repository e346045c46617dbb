import { describe, expect, it } from 'vitest';
import {
  changedEmailChoices,
  emailChoicesOf,
  kindsOffOf,
  maskedEmail,
  MAILED_NEWS_KINDS,
  NEWS_MAIL_QUIET_MS,
  newsMailDecision,
  type NewsMailCase,
  type NewsMailDecision,
} from './news-mail-rules';

const allOn = emailChoicesOf('');
const base: NewsMailCase = {
  kind: 'followed_you',
  recipientId: '1',
  actorId: '2',
  recipientVerified: true,
  recipientSuspended: false,
  actorSuspended: false,
  blocked: false,
  choices: allOn,
  lastMailedAt: null,
  now: 10 * NEWS_MAIL_QUIET_MS,
};

describe('newsMailDecision: whether news goes out by mail', () => {
  it.each<[string, Partial<NewsMailCase>, NewsMailDecision]>([
    ['news of a kind that is on, to a verified address, goes', {}, { send: true }],
    ['nobody is mailed of their own doing', { actorId: '1' }, { send: false, why: 'own_doing' }],
    [
      'only to a verified address',
      { recipientVerified: false },
      { send: false, why: 'unverified' },
    ],
    [
      'never to a suspended account',
      { recipientSuspended: true },
      { send: false, why: 'suspended' },
    ],
    [
      'nor of what a suspended account did',
      { actorSuspended: true },
      { send: false, why: 'suspended' },
    ],
    ['never across a block', { blocked: true }, { send: false, why: 'blocked' }],
    [
      'a kind turned off is not mailed',
      { choices: { ...allOn, followed_you: false } },
      { send: false, why: 'turned_off' },
    ],
    [
      'another kind turned off does not stop this one',
      { choices: { ...allOn, messaged_you: false } },
      { send: true },
    ],
    [
      'one mail of a kind an hour: within the hour, none',
      { lastMailedAt: 10 * NEWS_MAIL_QUIET_MS - NEWS_MAIL_QUIET_MS + 1 },
      { send: false, why: 'quiet' },
    ],
    ['an hour after the last one, again', { lastMailedAt: 9 * NEWS_MAIL_QUIET_MS }, { send: true }],
  ])('%s', (_rule, change, decision) => {
    expect(newsMailDecision({ ...base, ...change })).toEqual(decision);
  });
});

describe('the stored choices: the kinds turned off', () => {
  it.each<[string, string | null, Partial<Record<string, boolean>>]>([
    ['nothing stored: every kind is on', null, {}],
    ['a listed kind is off', 'messaged_you', { messaged_you: false }],
    ['unknown names are ignored', 'saved_your_pin,nonsense,followed_you', { followed_you: false }],
  ])('%s', (_rule, stored, off) => {
    const choices = emailChoicesOf(stored);
    for (const kind of MAILED_NEWS_KINDS) expect(choices[kind]).toBe(off[kind] ?? true);
  });

  it('round-trips in the catalogue order', () => {
    const choices = { ...allOn, messaged_you: false, followed_you: false };
    expect(kindsOffOf(choices)).toBe('followed_you,messaged_you');
    expect(emailChoicesOf(kindsOffOf(choices))).toEqual(choices);
  });
});

describe('changedEmailChoices', () => {
  it('changes only the kinds given', () => {
    expect(changedEmailChoices(allOn, { kinds: { messaged_you: false } })).toEqual({
      ...allOn,
      messaged_you: false,
    });
  });
  it('"Turn off all" turns every kind off, whatever else is asked', () => {
    const off = changedEmailChoices(allOn, { allOff: true, kinds: { followed_you: true } });
    expect(Object.values(off)).toEqual(MAILED_NEWS_KINDS.map(() => false));
  });
});

describe('maskedEmail: enough to know the address, not to harvest it', () => {
  it.each([
    ['ada.lovelace@example.com', 'ad…@example.com'],
    ['a@example.com', 'a…@example.com'],
    ['not-an-address', '…'],
  ])('%s → %s', (email, masked) => {
    expect(maskedEmail(email)).toBe(masked);
  });
});
