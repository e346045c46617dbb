// Fixed-window attempt counters behind an interface: in-process by default, Redis when the
// product scales out (DESIGN.md §6).
export interface RateLimiter {
  /** Counts one attempt; answers whether it is allowed and, if not, when to retry. */
  hit(
    key: string,
    limit: number,
    windowMs: number,
  ): { allowed: boolean; retryAfterSeconds: number };
  reset(key: string): void;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, limit, windowMs) {
      const t = now();
      let entry = windows.get(key);
      if (!entry || t - entry.start >= windowMs) {
        entry = { start: t, count: 0 };
        windows.set(key, entry);
        if (windows.size > 100_000) pruneExpired(windows, t, windowMs);
      }
      entry.count += 1;
      const allowed = entry.count <= limit;
      return {
        allowed,
        retryAfterSeconds: allowed
          ? 0
          : Math.max(1, Math.ceil((entry.start + windowMs - t) / 1000)),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

function pruneExpired(windows: Map<string, { start: number }>, t: number, windowMs: number) {
  for (const [key, entry] of windows) if (t - entry.start >= windowMs) windows.delete(key);
}

/** An IPv6 /64 counts as one address (DESIGN.md §5); IPv4 counts per address. */
export function addressKey(ip: string): string {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!plain.includes(':')) return plain;
  const [head] = plain.split('%');
  const full = expandIpv6(head ?? plain);
  return full.slice(0, 4).join(':') + '::/64';
}

function expandIpv6(ip: string): string[] {
  const [left = '', right = ''] = ip.split('::');
  const l = left ? left.split(':') : [];
  const r = right ? right.split(':') : [];
  const missing = Math.max(0, 8 - l.length - r.length);
  return [...l, ...Array<string>(missing).fill('0'), ...r].map((g) => g.toLowerCase() || '0');
}
