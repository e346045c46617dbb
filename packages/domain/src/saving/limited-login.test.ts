import { describe, expect, it } from 'vitest';
import {
  GATED_ACTIONS,
  limitedLoginHeader,
  limitedLoginLinks,
  postLoginPath,
  type GatedAction,
} from './limited-login';

describe('limited-login headers (spec 002 §6, req 002-6.02)', () => {
  it.each<[GatedAction, string]>([
    ['continue', 'Log in to continue'],
    ['save', 'Log in to save this Pin'],
    ['send', 'Send this Pin'],
    ['edit', 'Edit this Pin'],
    ['hide', 'Hide this Pin'],
    ['createPinOrBoard', 'Create a Pin or board'],
    ['createBoard', 'Create a board'],
    ['shareProfile', 'Share the profile'],
    ['follow', 'Follow'],
    ['unfollow', 'Unfollow'],
    ['boardInvite', 'Your friends invited you to join their board'],
    ['comment', 'Log in to comment'],
  ])('%s -> "%s"', (action, header) => {
    expect(limitedLoginHeader(action)).toBe(header);
  });

  it('has a header for every gated action, and "Log in to continue" otherwise', () => {
    for (const action of GATED_ACTIONS) expect(limitedLoginHeader(action)).not.toBe('');
    expect(limitedLoginHeader('somethingElse')).toBe('Log in to continue');
  });
});

describe('"the post-login route is built from the current pin path" (spec 002 §6, req 002-6.04)', () => {
  it.each<[string, string, string, string]>([
    ['a pin closeup', '/pin/123/', '', '/pin/123/'],
    ['a pin slug path', '/pin/linen-dress--123/', '?utm=x', '/pin/123/'],
    ['the repin edit page', '/pin/123/repin/', '?isEditingPin=true', '/pin/123/'],
    [
      'a board keeps its path and query',
      '/ada/kitchen/',
      '?accept_invite=true',
      '/ada/kitchen/?accept_invite=true',
    ],
    ['home', '/', '', '/'],
    ['never off-site', '//evil.example/', '', '/'],
  ])('%s', (_case, pathname, search, next) => {
    expect(postLoginPath(pathname, search)).toBe(next);
  });

  it.each<[string, { login: string; signup: string }]>([
    [
      '/pin/123/',
      { login: '/login/?next=%2Fpin%2F123%2F', signup: '/signup/?next=%2Fpin%2F123%2F' },
    ],
    ['/', { login: '/login/', signup: '/signup/' }],
    ['https://evil.example/', { login: '/login/', signup: '/signup/' }],
  ])('links for next=%s', (next, links) => {
    expect(limitedLoginLinks(next)).toEqual(links);
  });
});
