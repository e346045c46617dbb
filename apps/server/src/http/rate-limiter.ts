// Fixed-window attempt counters behind an interface: in-process by default, Redis when the
// product scales out (docs/DESIGN.md §6; `take` is then one script, so it stays all-or-nothing).
import type { RateCounter } from '@corkboard/domain';
import { AppError } from './errors';

export interface RateDecision {
  allowed: boolean;
  /** When refused: the seconds until every refusing counter has room again. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one attempt on every counter, or on none: when any counter is full the attempt is
   * refused and nothing is counted, so refused attempts never push another counter along.
   */
  take(counters: readonly RateCounter[]): RateDecision;
  /** Gives back one attempt counted in the current window of each counter. */
  release(counters: readonly RateCounter[]): void;
  reset(key: string): void;
}

/** Counts one attempt on every counter, or refuses with `rate_limited`, `message` and Retry-After. */
export function takeOrRefuse(
  limiter: RateLimiter,
  counters: readonly RateCounter[],
  message: string,
): void {
  const decision = limiter.take(counters);
  if (!decision.allowed) {
    throw new AppError('rate_limited', message, { retryAfterSeconds: decision.retryAfterSeconds });
  }
}

interface Window {
  /** When the window ends (each counter has its own length). */
  end: number;
  count: number;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  // Expired windows are swept when the map doubles, so a sweep costs O(1) a new key overall.
  let sweepAt = 100_000;
  const current = (counter: RateCounter, t: number): Window | undefined => {
    const entry = windows.get(counter.key);
    return entry && t < entry.end ? entry : undefined;
  };
  return {
    take(counters) {
      const t = now();
      let retryAfterSeconds = 0;
      for (const counter of counters) {
        const entry = current(counter, t);
        if (entry && entry.count >= counter.limit) {
          const wait = Math.ceil((entry.end - t) / 1000);
          retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
        }
      }
      if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
      for (const counter of counters) {
        const entry = current(counter, t);
        if (entry) entry.count += 1;
        else {
          windows.set(counter.key, { end: t + counter.windowMs, count: 1 });
          if (windows.size > sweepAt) {
            pruneExpired(windows, t);
            sweepAt = Math.max(100_000, windows.size * 2);
          }
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
    release(counters) {
      const t = now();
      for (const counter of counters) {
        const entry = current(counter, t);
        if (entry && entry.count > 0) entry.count -= 1;
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

function pruneExpired(windows: Map<string, Window>, t: number) {
  for (const [key, entry] of windows) if (t >= entry.end) windows.delete(key);
}

/** An IPv6 /64 counts as one address (docs/DESIGN.md §5); IPv4 counts per address. */
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
