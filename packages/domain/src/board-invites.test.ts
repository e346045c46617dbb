import { describe, expect, it } from 'vitest';
import { boardInviteUrl, readInviteLinkFlags } from './board-invites';

describe('002 §5, req 002-5.14: "Group-board invite links carry a board_url, after which accept_invite and seamless flags are added"', () => {
  it.each([
    [
      'a board path',
      '/olive/kitchen-ideas/',
      '/olive/kitchen-ideas/?accept_invite=true&seamless=true',
    ],
    [
      'an absolute board URL',
      'https://corkboard.example/olive/kitchen-ideas/',
      'https://corkboard.example/olive/kitchen-ideas/?accept_invite=true&seamless=true',
    ],
    [
      'a URL with a query of its own',
      '/olive/kitchen-ideas/?invite_code=abc',
      '/olive/kitchen-ideas/?invite_code=abc&accept_invite=true&seamless=true',
    ],
    [
      'a URL with a hash (the flags go before it)',
      '/olive/kitchen-ideas/#top',
      '/olive/kitchen-ideas/?accept_invite=true&seamless=true#top',
    ],
    [
      'a link that already has the flags (not doubled)',
      '/olive/kitchen-ideas/?accept_invite=true&seamless=true',
      '/olive/kitchen-ideas/?accept_invite=true&seamless=true',
    ],
  ])('builds the link from %s', (_label, boardUrl, link) => {
    expect(boardInviteUrl(boardUrl)).toBe(link);
  });

  it.each([
    ['?accept_invite=true&seamless=true', { acceptInvite: true, seamless: true }],
    ['?accept_invite=1', { acceptInvite: true, seamless: false }],
    ['?seamless=true', { acceptInvite: false, seamless: false }],
    ['?accept_invite=false&seamless=true', { acceptInvite: false, seamless: false }],
    ['', { acceptInvite: false, seamless: false }],
  ])('reads the flags of %j', (search, flags) => {
    expect(readInviteLinkFlags(search)).toEqual(flags);
  });

  it('reads back what it builds', () => {
    const link = boardInviteUrl('/olive/kitchen-ideas/');
    expect(readInviteLinkFlags(link.slice(link.indexOf('?')))).toEqual({
      acceptInvite: true,
      seamless: true,
    });
  });
});
