import { describe, expect, it } from 'vitest';
import {
  INTERACTION_PAGE_KINDS,
  interactionPageKind,
  LANDING_PAGE_TYPES,
  landingPageType,
  type VisitorPage,
} from './visitor-pages';

describe('landingPageType: "Landing page types recorded for logged-out visitors"', () => {
  it.each<[string, VisitorPage, boolean, string | null]>([
    ['the home feed', { page: 'home' }, false, 'home'],
    ['a pin page', { page: 'pin', id: '7' }, false, 'closeup'],
    ['search', { page: 'search' }, false, 'search'],
    ['a profile', { page: 'profile', username: 'ana' }, false, 'profile'],
    ['today', { page: 'today', kind: null }, false, 'today'],
    ['a today article', { page: 'today', kind: 'best' }, false, 'today'],
    ['a board', { page: 'board' }, false, 'board'],
    ['a section', { page: 'board', section: 'porches' }, false, 'section'],
    ["one's own board", { page: 'board' }, true, 'own_board'],
    ["one's own section", { page: 'board', section: 'porches' }, true, 'own_section'],
    ['a topic', { page: 'interest', surface: 'topics' }, false, 'topic'],
    ['the topics hub', { page: 'interests', surface: 'topics' }, false, 'topic'],
    ['an idea category', { page: 'interest', surface: 'ideas' }, false, 'ideas'],
    ['the ideas hub', { page: 'interests', surface: 'ideas' }, false, 'ideas'],
    ['settings is none of them', { page: 'settings' }, false, null],
  ])('%s', (_page, page, own, type) => {
    expect(landingPageType(page, own)).toBe(type);
  });
  it('the spec names eleven types', () => {
    expect(LANDING_PAGE_TYPES).toHaveLength(11);
  });
});

describe('interactionPageKind: "Logged-out interactions are classed by page kind"', () => {
  it.each<[string, VisitorPage, string]>([
    ['a pin page', { page: 'pin', id: '7' }, 'pin'],
    ['a board', { page: 'board' }, 'board'],
    ['logging in', { page: 'login' }, 'login'],
    ['signing up', { page: 'signup' }, 'login'],
    ['home', { page: 'home' }, 'home'],
    ['a profile, signed out', { page: 'profile', username: 'ana' }, 'unauth-profile'],
    ['the ideas hub', { page: 'interests', surface: 'ideas' }, 'ideas-root'],
    ['an idea category', { page: 'interest', surface: 'ideas' }, 'ideas'],
    ['a topic', { page: 'interest', surface: 'topics' }, 'ideas'],
    ['the videos hub', { page: 'interests', surface: 'videos' }, 'videos'],
    ['a videos category', { page: 'interest', surface: 'videos' }, 'videos-category'],
    ['the shopping hub', { page: 'interests', surface: 'shopping' }, 'shopping-root'],
    ['a shopping category', { page: 'interest', surface: 'shopping' }, 'shopping-category'],
    ['today', { page: 'today', kind: null }, 'today'],
    ['a today article', { page: 'today', kind: 'trending' }, 'article'],
    ["the shop's today article", { page: 'today', kind: 'shop' }, 'shopping-spotlight'],
    ['anything else', { page: 'settings' }, 'other'],
  ])('%s', (_page, page, kind) => {
    expect(interactionPageKind(page)).toBe(kind);
  });
  it('a profile seen signed in is `profile`; the spec names sixteen kinds', () => {
    expect(interactionPageKind({ page: 'profile', username: 'ana' }, true)).toBe('profile');
    expect(INTERACTION_PAGE_KINDS).toHaveLength(16);
  });
});
