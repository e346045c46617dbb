// The service worker (issue 16: the installable web app's offline page). It keeps one thing,
// the offline page, and answers a page request with it only when the network fails: every
// other request goes to the network untouched, so nothing the product shows is ever stale.
// A new cache name (domain OFFLINE_CACHE_NAME, in the inventory of what Corkboard keeps)
// replaces the kept page; older caches are deleted on activation.
import { OFFLINE_CACHE_NAME } from '@corkboard/domain';

export const OFFLINE_PATH = '/offline.html';

export const SERVICE_WORKER_SCRIPT = `'use strict';
const CACHE = ${JSON.stringify(OFFLINE_CACHE_NAME)};
const OFFLINE = ${JSON.stringify(OFFLINE_PATH)};
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() => caches.match(OFFLINE).then((page) => page || Response.error())),
  );
});
`;
