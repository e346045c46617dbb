import { describe, expect, it } from 'vitest';
import {
  experimentKey,
  isOwner,
  isSignedIn,
  showsDebugData,
  signedOutViewer,
  type SignedInViewer,
} from './viewer';

const alice: SignedInViewer = {
  kind: 'signed-in',
  id: '1',
  username: 'alice',
  isEmployee: false,
  isBot: false,
};
const staff: SignedInViewer = { ...alice, id: '9', username: 'staff', isEmployee: true };
const visitor = signedOutViewer();

describe('isOwner', () => {
  it.each([
    [
      '000 §6, req 000-6.12: "detected by pinner id equal to viewer id"',
      '1',
      alice,
      undefined,
      true,
    ],
    [
      '000 §6, req 000-6.12: "... or access including \'write\'"',
      '2',
      alice,
      ['read', 'write'],
      true,
    ],
    ['another pinner without write access', '2', alice, ['read'], false],
    ['no pinner, no access', null, alice, null, false],
    ['a signed-out visitor owns nothing (decided)', '1', visitor, ['write'], false],
  ])('%s', (_sentence, pinnerId, viewer, access, expected) => {
    expect(isOwner(pinnerId, viewer, access)).toBe(expected);
  });
});

describe('showsDebugData', () => {
  it.each([
    [
      '000 §6, req 000-2.27: "Employee ... with a deb_ URL parameter: sees debug data."',
      staff,
      ['deb_pin'],
      false,
      true,
    ],
    [
      '000 §6, req 000-2.27: "... internal-network user with a deb_ URL parameter"',
      visitor,
      ['deb_x'],
      true,
      true,
    ],
    ['an employee without a deb_ parameter', staff, ['q'], false, false],
    ['a non-employee with a deb_ parameter', alice, ['deb_pin'], false, false],
  ])('%s', (_sentence, viewer, params, internal, expected) => {
    expect(showsDebugData(viewer, params, internal)).toBe(expected);
  });
});

describe('experimentKey', () => {
  it.each([
    ['signed in: the user id', alice, null, 'user:1'],
    ['signed out: the visitor id', visitor, 'v7', 'visitor:v7'],
    ['signed out without a visitor id: defaults', visitor, null, null],
    ['bots get defaults', signedOutViewer(true), 'v7', null],
  ])('%s', (_why, viewer, visitorId, expected) => {
    expect(experimentKey(viewer, visitorId)).toBe(expected);
  });

  it('isSignedIn narrows', () => {
    expect(isSignedIn(alice)).toBe(true);
    expect(isSignedIn(visitor)).toBe(false);
  });
});
