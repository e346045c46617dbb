import { describe, expect, it } from 'vitest';
import {
  APP_FOCUSED_DEFAULT,
  INITIAL_VIDEO_PLAYBACK,
  appFocusAfter,
  isVideoCurrent,
  shouldAutoplay,
  videoPlaybackAfter,
} from './video-playback';
import type { AutoplayInput, VideoPlaybackEvent, VideoPlaybackState } from './video-playback';

const run = (events: VideoPlaybackEvent[]): VideoPlaybackState =>
  events.reduce(videoPlaybackAfter, INITIAL_VIDEO_PLAYBACK);

describe('videoPlaybackAfter', () => {
  it('"Only one organic video may be current"', () => {
    const s = run([
      { type: 'play', id: 'a', promoted: false },
      { type: 'play', id: 'b', promoted: false },
    ]);
    expect(s.currentOrganicId).toBe('b');
    expect(isVideoCurrent(s, 'a', false)).toBe(false);
  });

  it('"a promoted video may play alongside it"', () => {
    const s = run([
      { type: 'play', id: 'a', promoted: false },
      { type: 'play', id: 'ad', promoted: true },
    ]);
    expect(s.currentOrganicId).toBe('a');
    expect(isVideoCurrent(s, 'ad', true)).toBe(true);
  });

  it('"Pausing clears the current organic video and marks it paused"', () => {
    const s = run([
      { type: 'play', id: 'a', promoted: false },
      { type: 'pause', id: 'a' },
    ]);
    expect(s).toEqual({ currentOrganicId: null, playingPromotedIds: [], pausedIds: ['a'] });
  });

  it('pausing another video keeps the current one', () => {
    const s = run([
      { type: 'play', id: 'a', promoted: false },
      { type: 'play', id: 'ad', promoted: true },
      { type: 'pause', id: 'ad' },
    ]);
    expect(s).toEqual({ currentOrganicId: 'a', playingPromotedIds: [], pausedIds: ['ad'] });
  });

  it('playing again clears the paused mark', () => {
    const s = run([
      { type: 'play', id: 'a', promoted: false },
      { type: 'pause', id: 'a' },
      { type: 'play', id: 'a', promoted: false },
    ]);
    expect(s).toEqual({ currentOrganicId: 'a', playingPromotedIds: [], pausedIds: [] });
  });
});

describe('app focus', () => {
  it.each([
    ['"App focus (true by default ...)"', APP_FOCUSED_DEFAULT, true],
    ['"session resume sets it true"', appFocusAfter(false, 'sessionResume'), true],
    ['"pause sets it false"', appFocusAfter(true, 'sessionPause'), false],
  ])('%s', (_sentence, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('shouldAutoplay', () => {
  const base: AutoplayInput = {
    appFocused: true,
    inViewport: true,
    autoplayEnabled: true,
    isCurrent: true,
    promoted: false,
  };
  it.each<[string, Partial<AutoplayInput>, boolean]>([
    ['the current organic video, focused and visible', {}, true],
    ['not with the app out of focus', { appFocused: false }, false],
    ['not outside the viewport', { inViewport: false }, false],
    ['not with autoplay off', { autoplayEnabled: false }, false],
    [
      '"Only one organic video may be current": another organic one waits',
      { isCurrent: false },
      false,
    ],
    ['"a promoted video may play alongside it"', { isCurrent: false, promoted: true }, true],
  ])('%s', (_sentence, fields, expected) => {
    expect(shouldAutoplay({ ...base, ...fields })).toBe(expected);
  });
});
