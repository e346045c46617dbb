// Which card videos play, page-wide (spec 000 §4 "Video and app UI state", reqs 000-4.26, 000-4.28,
// 000-4.29): one store per React root holding the domain's playback state (videoPlaybackAfter) and
// the app focus flag (appFocusAfter). Each card video tells the store whether it is a candidate (in
// view, not paused by the viewer): the newest candidate becomes the current organic video, and when
// the current one stops being a candidate the most recent other one takes over. Whether a video
// actually plays is the domain's shouldAutoplay, so only one organic video plays at a time and a
// promoted one may play alongside.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import {
  APP_FOCUSED_DEFAULT,
  appFocusAfter,
  INITIAL_VIDEO_PLAYBACK,
  isVideoCurrent,
  shouldAutoplay,
  videoPlaybackAfter,
  type VideoPlaybackEvent,
  type VideoPlaybackState,
} from '@corkboard/domain';
import { useVideoRoot, type VideoRoot } from './video-root';

export interface VideoStore {
  state(): VideoPlaybackState;
  focused(): boolean;
  subscribe(listener: () => void): () => void;
  dispatch(event: VideoPlaybackEvent): void;
  /** A video becomes, or stops being, a candidate to autoplay (in view, not paused). */
  candidate(id: string, promoted: boolean, isCandidate: boolean): void;
}

export function createVideoStore(): VideoStore {
  let state = INITIAL_VIDEO_PLAYBACK;
  let focused = APP_FOCUSED_DEFAULT;
  const candidates = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  let detach: (() => void) | null = null;

  const emit = () => listeners.forEach((listener) => listener());
  const dispatch = (event: VideoPlaybackEvent) => {
    const next = videoPlaybackAfter(state, event);
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    emit();
  };
  const session = (event: 'sessionResume' | 'sessionPause') => {
    const next = appFocusAfter(focused, event);
    if (next === focused) return;
    focused = next;
    emit();
  };
  const attach = () => {
    const sync = () =>
      session(document.visibilityState === 'visible' ? 'sessionResume' : 'sessionPause');
    const onFocus = () => session('sessionResume');
    const onBlur = () => session('sessionPause');
    document.addEventListener('visibilitychange', sync);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  };

  return {
    state: () => state,
    focused: () => focused,
    subscribe(listener) {
      listeners.add(listener);
      if (!detach && typeof window !== 'undefined') detach = attach();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = null;
        }
      };
    },
    dispatch,
    candidate(id, promoted, isCandidate) {
      if (isCandidate) {
        candidates.delete(id);
        candidates.set(id, promoted);
        if (!isVideoCurrent(state, id, promoted)) dispatch({ type: 'play', id, promoted });
        return;
      }
      if (!candidates.delete(id) || promoted) return;
      // The current organic video left (or was paused): the most recent other candidate
      // takes over; with none, it stays current and simply does not play out of view.
      if (state.currentOrganicId !== null && state.currentOrganicId !== id) return;
      const organic = [...candidates].filter(([, isPromoted]) => !isPromoted);
      const next = organic[organic.length - 1];
      if (next) dispatch({ type: 'play', id: next[0], promoted: false });
    },
  };
}

let fallback: VideoStore | null = null;

/** The root's store, created by its first video (video-root.tsx); outside a root, a shared one. */
function storeOf(root: VideoRoot | null): VideoStore {
  if (!root) return (fallback ??= createVideoStore());
  return (root.store ??= createVideoStore());
}

function useVideoStore(): VideoStore {
  return storeOf(useVideoRoot());
}

/** Half the video in view counts as "in viewport". */
const IN_VIEW_RATIO = 0.5;

function useInViewport(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          setInView(entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO);
        }
      },
      { threshold: [0, IN_VIEW_RATIO, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

export interface VideoPlayback {
  playing: boolean;
  toggle: () => void;
}

/** Plays and pauses the <video> behind `ref` as the page-wide store decides. */
export function useVideoPlayback(
  id: string,
  promoted: boolean,
  ref: RefObject<HTMLVideoElement | null>,
): VideoPlayback {
  const store = useVideoStore();
  const isCurrent = useSyncExternalStore(
    store.subscribe,
    () => isVideoCurrent(store.state(), id, promoted),
    () => false,
  );
  const pausedByViewer = useSyncExternalStore(
    store.subscribe,
    () => store.state().pausedIds.includes(id),
    () => false,
  );
  const appFocused = useSyncExternalStore(store.subscribe, store.focused, () => false);
  const inViewport = useInViewport(ref);
  const isCandidate = inViewport && !pausedByViewer;
  const playing = shouldAutoplay({
    appFocused,
    inViewport,
    autoplayEnabled: !pausedByViewer,
    isCurrent,
    promoted,
  });

  useEffect(() => {
    store.candidate(id, promoted, isCandidate);
    return () => store.candidate(id, promoted, false);
  }, [store, id, promoted, isCandidate]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      // Muted playback is what browsers allow without a gesture.
      video.muted = true;
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [ref, playing]);

  return {
    playing,
    toggle: () => store.dispatch(playing ? { type: 'pause', id } : { type: 'play', id, promoted }),
  };
}
