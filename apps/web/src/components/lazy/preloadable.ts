// A React.lazy component whose code can be loaded BEFORE rendering: `preload()` starts (or
// reuses) the import, and once it has settled the lazy factory hands React an already-settled
// thenable, so the component renders without suspending. The server preloads before it renders
// (its HTML never shows a fallback) and the client entry before it hydrates (hydration never
// meets a fallback either); a later client-side render that comes first suspends as usual.
import { lazy, type ComponentType } from 'react';

export interface Preloadable<P> {
  preload: () => Promise<void>;
  Component: ComponentType<P>;
}

export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = { default: component };
    }));
  const Component = lazy(() => {
    if (loaded) {
      const module = loaded;
      // Settles synchronously: React.lazy then renders without suspending.
      const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
      return settled as unknown as Promise<typeof module>;
    }
    return preload().then(() => loaded as { default: ComponentType<P> });
  });
  return { preload, Component };
}
