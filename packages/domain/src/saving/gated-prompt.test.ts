import { describe, expect, it } from 'vitest';
import type { VisitorType } from '../visitor/visitor-type';
import { gatedPrompt, otherForm, promptForm, type GatedPrompt } from './gated-prompt';
import type { GatedAction } from './limited-login';

describe('"Gated actions give a signup or login modal: a desktop signup modal, or a mobile signup modal with heading type and pin id" (spec 000 §6, req 000-6.05; 002 §6, req 002-6.01)', () => {
  it.each<[string, VisitorType, GatedAction, boolean, string | null, GatedPrompt | null]>([
    ['an authenticated user runs the action directly', 'authenticated', 'save', false, '7', null],
    [
      'a limited-login viewer sees a login modal',
      'limited_login',
      'save',
      false,
      '7',
      { modal: 'login', headingType: 'save', pinId: null },
    ],
    [
      'a limited-login viewer on a phone sees the login modal too',
      'limited_login',
      'hide',
      true,
      '7',
      { modal: 'login', headingType: 'hide', pinId: null },
    ],
    [
      'a logged-out visitor on a larger screen: the desktop signup modal',
      'logged_out',
      'save',
      false,
      '7',
      { modal: 'signup_desktop', headingType: 'save', pinId: null },
    ],
    [
      'a logged-out visitor on a phone: the mobile signup modal with heading type and pin id',
      'logged_out',
      'save',
      true,
      '7',
      { modal: 'signup_mobile', headingType: 'save', pinId: '7' },
    ],
    [
      'hiding a pin on a phone carries its pin id',
      'logged_out',
      'hide',
      true,
      '8',
      { modal: 'signup_mobile', headingType: 'hide', pinId: '8' },
    ],
    [
      'an action not about a pin carries no pin id',
      'logged_out',
      'createBoard',
      true,
      '7',
      { modal: 'signup_mobile', headingType: 'createBoard', pinId: null },
    ],
    [
      'a pin action without a known pin carries none',
      'logged_out',
      'save',
      true,
      null,
      { modal: 'signup_mobile', headingType: 'save', pinId: null },
    ],
  ])('%s', (_case, visitor, action, phone, pinId, prompt) => {
    expect(gatedPrompt({ visitor, action, phone, pinId })).toEqual(prompt);
  });
});

describe('the prompt opens on its form and switches to the other', () => {
  it.each<[GatedPrompt['modal'], 'login' | 'signup']>([
    ['login', 'login'],
    ['signup_desktop', 'signup'],
    ['signup_mobile', 'signup'],
  ])('%s opens the %s form', (modal, form) => {
    expect(promptForm({ modal, headingType: 'save', pinId: null })).toBe(form);
  });

  it('switches log-in to sign-up and back', () => {
    expect(otherForm('login')).toBe('signup');
    expect(otherForm('signup')).toBe('login');
  });
});
