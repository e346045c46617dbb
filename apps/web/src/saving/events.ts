// Client events (spec 000 §7, req 000-7.20: "Client events are logged"): dispatched on window as
// `corkboard:event`, where an analytics adapter (or a browser test) can listen. No endpoint
// takes them yet.
export function logEvent(type: string, detail: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent('corkboard:event', { detail: { type, ...detail } }));
}
