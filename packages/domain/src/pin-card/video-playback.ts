// Video and app UI state of spec 000 §4: req 000-4.26 "App focus (true by default; session
// resume sets it true, pause sets it false)"; reqs 000-4.28, 000-4.29 "Only one organic video
// may be current; a promoted video may play alongside it. Pausing clears the current organic
// video and marks it paused."

export interface VideoPlaybackState {
  /** The one organic video that is current, if any. */
  currentOrganicId: string | null;
  /** Promoted videos playing alongside (any number). */
  playingPromotedIds: readonly string[];
  pausedIds: readonly string[];
}

export type VideoPlaybackEvent =
  { type: 'play'; id: string; promoted: boolean } | { type: 'pause'; id: string };

export const INITIAL_VIDEO_PLAYBACK: VideoPlaybackState = {
  currentOrganicId: null,
  playingPromotedIds: [],
  pausedIds: [],
};

const without = (ids: readonly string[], id: string) => ids.filter((x) => x !== id);

export function videoPlaybackAfter(
  state: VideoPlaybackState,
  event: VideoPlaybackEvent,
): VideoPlaybackState {
  if (event.type === 'play') {
    const pausedIds = without(state.pausedIds, event.id);
    if (event.promoted) {
      const playing = state.playingPromotedIds.includes(event.id)
        ? state.playingPromotedIds
        : [...state.playingPromotedIds, event.id];
      return { ...state, playingPromotedIds: playing, pausedIds };
    }
    return { ...state, currentOrganicId: event.id, pausedIds };
  }
  return {
    currentOrganicId: state.currentOrganicId === event.id ? null : state.currentOrganicId,
    playingPromotedIds: without(state.playingPromotedIds, event.id),
    pausedIds: state.pausedIds.includes(event.id)
      ? state.pausedIds
      : [...state.pausedIds, event.id],
  };
}

/** Whether a video is current: the organic one, or any playing promoted one. */
export function isVideoCurrent(state: VideoPlaybackState, id: string, promoted: boolean): boolean {
  return promoted ? state.playingPromotedIds.includes(id) : state.currentOrganicId === id;
}

/** "App focus (true by default ...)". */
export const APP_FOCUSED_DEFAULT = true;

/** "... session resume sets it true, pause sets it false". */
export function appFocusAfter(_focused: boolean, event: 'sessionResume' | 'sessionPause'): boolean {
  return event === 'sessionResume';
}

export interface AutoplayInput {
  appFocused: boolean;
  inViewport: boolean;
  autoplayEnabled: boolean;
  isCurrent: boolean;
  promoted: boolean;
}

/**
 * A video autoplays only with the app focused, in the viewport and autoplay enabled; an
 * organic video only when it is the current one, a promoted one alongside it.
 */
export function shouldAutoplay({
  appFocused,
  inViewport,
  autoplayEnabled,
  isCurrent,
  promoted,
}: AutoplayInput): boolean {
  return appFocused && inViewport && autoplayEnabled && (promoted || isCurrent);
}
