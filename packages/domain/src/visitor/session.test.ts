import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNED_OUT_RECORD, type SignedOutSaveRecord } from '../saving/signed-out-saves';
import { EMPTY_VISITOR_RECORD, type VisitedPage, type VisitorRecord } from './visitor-record';
import { sessionView } from './session';

const sharedVisit = (pinId: string): VisitedPage => ({
  path: `/pin/${pinId}/`,
  ts: 1,
  pageType: 'closeup',
  pin_id: pinId,
  first_pin_image_signature: null,
  image_info: null,
  pin_description: null,
  is_shared: true,
  pin_invite_code: 'abcdef12',
});
const visited = (...pages: VisitedPage[]): VisitorRecord => ({
  ...EMPTY_VISITOR_RECORD,
  visitedPages: pages,
});
const saves = (ids: string[], unauth: string | null): SignedOutSaveRecord => ({
  ...EMPTY_SIGNED_OUT_RECORD,
  saves: ids.map((pinId) => ({ pinId, savedAt: 1 })),
  unauthSavePinId: unauth,
});

describe('"Session: isAuthenticated, userId, hasSavedUnauthPin, unauthSavePinId, viewedSharedPins" (spec 000 §3, 002 §3, reqs 000-3.29, 002-3.14)', () => {
  it.each<[string, Parameters<typeof sessionView>[0], ReturnType<typeof sessionView>]>([
    [
      'a new visitor: nothing',
      {
        viewer: null,
        signedOutSaves: EMPTY_SIGNED_OUT_RECORD,
        visitorRecord: EMPTY_VISITOR_RECORD,
      },
      {
        isAuthenticated: false,
        userId: null,
        hasSavedUnauthPin: false,
        unauthSavePinId: null,
        viewedSharedPins: [],
      },
    ],
    [
      'a visitor who saved signed out and opened a shared pin',
      {
        viewer: null,
        signedOutSaves: saves(['3', '4'], '4'),
        visitorRecord: visited(sharedVisit('9')),
      },
      {
        isAuthenticated: false,
        userId: null,
        hasSavedUnauthPin: true,
        unauthSavePinId: '4',
        viewedSharedPins: ['9'],
      },
    ],
    [
      'the remembered unauth save id alone is a saved unauth pin',
      { viewer: null, signedOutSaves: saves([], '4'), visitorRecord: EMPTY_VISITOR_RECORD },
      {
        isAuthenticated: false,
        userId: null,
        hasSavedUnauthPin: true,
        unauthSavePinId: '4',
        viewedSharedPins: [],
      },
    ],
    [
      'signed in: authenticated, with the user id',
      {
        viewer: { id: '12' },
        signedOutSaves: EMPTY_SIGNED_OUT_RECORD,
        visitorRecord: EMPTY_VISITOR_RECORD,
      },
      {
        isAuthenticated: true,
        userId: '12',
        hasSavedUnauthPin: false,
        unauthSavePinId: null,
        viewedSharedPins: [],
      },
    ],
  ])('%s', (_case, input, session) => {
    expect(sessionView(input)).toEqual(session);
  });
});
