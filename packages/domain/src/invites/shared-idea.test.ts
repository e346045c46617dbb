import { describe, expect, it } from 'vitest';
import {
  inviteCodeOf,
  inviteLanding,
  sharedIdeaHeader,
  sharedIdeaPath,
  type SharedIdea,
} from './shared-idea';

const ana = (over: Partial<SharedIdea> = {}): SharedIdea => ({
  pin_id: '7',
  invite_channel: 1,
  sender: { id: '2', first_name: 'Ana' },
  ...over,
});
const page: { pinId: string; viewerId: string | null } = { pinId: '7', viewerId: null };

describe('inviteCodeOf: "invite_code on a pin page identifies an inviter"', () => {
  it.each<[string, string, string | null]>([
    ['a code the server makes', '?invite_code=aB3_x-9QwErT', 'aB3_x-9QwErT'],
    ['beside other parameters', '?utm_pai=1&invite_code=abcdef12', 'abcdef12'],
    ['no code', '?utm_pai=1', null],
    ['an empty code', '?invite_code=', null],
    ['too short to be one', '?invite_code=abc', null],
    ['characters no code has', '?invite_code=ab%20cd%3Bef', null],
    ['longer than any code', `?invite_code=${'a'.repeat(33)}`, null],
  ])('%s', (_rule, search, code) => {
    expect(inviteCodeOf(search)).toBe(code);
  });
  it('the shared address carries the code back', () => {
    expect(inviteCodeOf(sharedIdeaPath('/pin/7/', 'abcdef12').split('?')[1]!)).toBe('abcdef12');
  });
});

describe('sharedIdeaHeader: "{name} shared this idea with you", when there is a name', () => {
  it.each<[string, SharedIdea | null | undefined, typeof page, string | null]>([
    ['the sender first name', ana(), page, 'Ana'],
    [
      '"Sender first name is cut to 30 characters"',
      ana({ sender: { id: '2', first_name: 'A'.repeat(40) } }),
      page,
      `${'A'.repeat(30)}…`,
    ],
    [
      '"if empty, no shared header is shown"',
      ana({ sender: { id: '2', first_name: '  ' } }),
      page,
      null,
    ],
    ['"The invite is null on failure": no header', null, page, null],
    ['not looked up yet: no header', undefined, page, null],
    ['a code of another pin names nobody here', ana({ pin_id: '8' }), page, null],
    ['the sender opening their own link', ana(), { pinId: '7', viewerId: '2' }, null],
    ['someone signed in who was sent it', ana(), { pinId: '7', viewerId: '3' }, 'Ana'],
  ])('%s', (_rule, invite, where, name) => {
    expect(sharedIdeaHeader(invite, where)).toBe(name);
  });
});

describe('inviteLanding: "a popover for signed-out desktop, a toast for signed-in users, nothing on error or missing data"', () => {
  const desktop = { ...page, desktop: true };
  it.each<[string, SharedIdea | null, Parameters<typeof inviteLanding>[1], string]>([
    ['signed out on a desktop: the popover', ana(), desktop, 'popover'],
    ['signed in: a toast', ana(), { ...desktop, viewerId: '3' }, 'toast'],
    [
      'signed in on a phone: a toast',
      ana(),
      { ...desktop, viewerId: '3', desktop: false },
      'toast',
    ],
    ['signed out on a phone: nothing', ana(), { ...desktop, desktop: false }, 'none'],
    ['on error: nothing', null, desktop, 'none'],
    [
      'missing data (no first name): nothing',
      ana({ sender: { id: '2', first_name: '' } }),
      desktop,
      'none',
    ],
    ['the sender themself: nothing', ana(), { ...desktop, viewerId: '2' }, 'none'],
    ...[5, 9, 12, 16].map(
      (channel): [string, SharedIdea, Parameters<typeof inviteLanding>[1], string] => [
        `"The popover is not shown when invite_channel is ${channel}"`,
        ana({ invite_channel: channel }),
        desktop,
        'none',
      ],
    ),
    [
      'channel 5 signed in: still the toast',
      ana({ invite_channel: 5 }),
      { ...desktop, viewerId: '3' },
      'toast',
    ],
    ['any other channel keeps the popover', ana({ invite_channel: 6 }), desktop, 'popover'],
  ])('%s', (_rule, invite, where, landing) => {
    expect(inviteLanding(invite, where)).toBe(landing);
  });
});
