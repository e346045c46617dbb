// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, a polyfill for
// React < 18 (about 0.7 KB gzip). React 19 has the hook: the client build aliases the shim here.
export { useSyncExternalStore } from 'react';
