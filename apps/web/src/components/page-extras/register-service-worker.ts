// Registers the service worker that keeps the offline page (issue 16: the installable web app;
// server http/service-worker-script.ts), once the page is up. Not for crawlers; a browser
// without service workers, or a refusal, leaves the page as it is.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
