// The page-wide video store over the domain's playback rules (spec 000 §4, reqs 000-4.28,
// 000-4.29): "Only one organic video may be current; a promoted video may play alongside it.
// Pausing clears the current organic video and marks it paused."
import { describe, expect, it } from 'vitest';
import { createVideoStore } from './video-playback';

describe('createVideoStore', () => {
  it('one organic video is current: the newest candidate takes over', () => {
    const store = createVideoStore();
    store.candidate('a', false, true);
    expect(store.state().currentOrganicId).toBe('a');
    store.candidate('b', false, true);
    expect(store.state().currentOrganicId).toBe('b');
  });

  it('a promoted video plays alongside the organic one', () => {
    const store = createVideoStore();
    store.candidate('a', false, true);
    store.candidate('ad', true, true);
    expect(store.state()).toMatchObject({ currentOrganicId: 'a', playingPromotedIds: ['ad'] });
  });

  it('when the current video stops being a candidate, the most recent other one takes over', () => {
    const store = createVideoStore();
    store.candidate('a', false, true);
    store.candidate('b', false, true);
    store.candidate('b', false, false);
    expect(store.state().currentOrganicId).toBe('a');
    // With no other candidate it stays current (and does not play out of view).
    store.candidate('a', false, false);
    expect(store.state().currentOrganicId).toBe('a');
  });

  it('a non-current video leaving changes nothing', () => {
    const store = createVideoStore();
    store.candidate('a', false, true);
    store.candidate('b', false, true);
    store.candidate('a', false, false);
    expect(store.state().currentOrganicId).toBe('b');
  });

  it('pausing clears the current organic video and marks it paused; play resumes it', () => {
    const store = createVideoStore();
    store.candidate('a', false, true);
    store.dispatch({ type: 'pause', id: 'a' });
    expect(store.state()).toMatchObject({ currentOrganicId: null, pausedIds: ['a'] });
    store.dispatch({ type: 'play', id: 'a', promoted: false });
    expect(store.state()).toMatchObject({ currentOrganicId: 'a', pausedIds: [] });
  });

  it('tells subscribers about real changes only; the app starts focused', () => {
    const store = createVideoStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.candidate('a', false, true);
    store.candidate('a', false, true);
    unsubscribe();
    store.candidate('b', false, true);
    expect(calls).toBe(1);
    expect(store.focused()).toBe(true);
  });
});
