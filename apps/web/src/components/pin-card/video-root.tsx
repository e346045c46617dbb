// The page-wide video playback store lives one per React root (video-playback.tsx). The root
// only holds its slot: the first card video fills it, so a page without videos never loads the
// playback code (CardVideo and its store are a lazy part, card-parts.ts).
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { VideoStore } from './video-playback';

export interface VideoRoot {
  store: VideoStore | null;
}

const VideoRootContext = createContext<VideoRoot | null>(null);

export function VideoPlaybackProvider({ children }: { children: ReactNode }) {
  const [root] = useState<VideoRoot>(() => ({ store: null }));
  return <VideoRootContext.Provider value={root}>{children}</VideoRootContext.Provider>;
}

export function useVideoRoot(): VideoRoot | null {
  return useContext(VideoRootContext);
}
