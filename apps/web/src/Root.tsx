// Providers around the app, shared by both entries.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './App';
import { VideoPlaybackProvider } from './components/pin-card/video-root';
import { Document } from './Document';
import { AppContext } from './state/app-context';
import type { InitialState } from './state/initial-state';

export interface RootProps {
  state: Omit<InitialState, 'queries'>;
  queryClient: QueryClient;
  /** Server only: the request's path and search (the client reads the real location). */
  ssrPath?: string;
  ssrSearch?: string;
}

export function Root({ state, queryClient, ssrPath, ssrSearch }: RootProps) {
  return (
    <Document assets={state.assets} theme={state.theme}>
      <AppContext.Provider value={state.app}>
        <QueryClientProvider client={queryClient}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <VideoPlaybackProvider>
              <App ssrError={state.error} />
            </VideoPlaybackProvider>
          </Router>
        </QueryClientProvider>
      </AppContext.Provider>
    </Document>
  );
}
