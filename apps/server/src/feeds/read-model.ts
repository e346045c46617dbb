// The read path's in-memory caches, all dropped by one mechanism: the after-commit change
// announcements of storage/changes.ts, read through feeds/read-invalidation.ts. A second app
// process keeps its own read model current by subscribing to the same announcements (relayed).
//
// - sessions: session token hash → the viewer (saves two statements a request);
// - plans: a signed-in person's plan (follows, interests, blocks, saved copies);
// - skeletons: a grid page's pin ids, reasons and next bookmark, per person and request;
// - presentations: a pin's (or board's) presentation that is the same for every viewer.
//
// A computation reads `stamp(viewer)` before its first read and stores with it: a write that
// landed in between and could change that value moved its counter on (the presentations', the
// signed-out visitors', everyone's, or that one viewer's), and the possibly stale value is not
// stored. Another person's save does not void my computation.
import { LruMap } from './lru';
import { readInvalidation, type ReadInvalidation } from './read-invalidation';

/** How long a skeleton serves: others' new pins reach a cached page within this. */
export const SKELETON_TTL_MS = 120_000;
const SIGNED_OUT = '-';
const SKELETONS_PER_VIEWER_MAX = 500;

export interface ReadStamp {
  readonly presentations: number;
  readonly sessions: number;
  readonly everyone: number;
  readonly signedOut: number;
  /** The stamped viewer's own counter (0 signed out). */
  readonly viewer: number;
}

interface Timed<V> {
  value: V;
  expires: number;
  /** A list's skeleton: valid only while no shared write has landed (`counters.signedOut`). */
  sharedWrites?: number;
  /** A whole answer (its pins' personal fields inside): dropped by any own write. */
  answer?: true;
}

/**
 * `grid`: a recommending grid's skeleton; `list`: a list people expect to be current (a
 * board's pins, a profile's), dropped by any shared write, anyone's insert included; `answer`:
 * a whole answer kept per viewer (personal fields inside), dropped by any own write.
 */
export type SkeletonKind = 'grid' | 'list' | 'answer';

export interface ReadModelOptions {
  now?: () => number;
  /** Off: every read computes (a knob for measuring and for proving the caches change nothing). */
  enabled?: boolean;
}

export class ReadModel {
  private counters = { presentations: 0, sessions: 0, everyone: 0, signedOut: 0 };
  /** Per viewer, how many of their own writes have dropped their views (since `everyone`). */
  private readonly viewerCounters = new Map<string, number>();
  private readonly sessionEntries = new LruMap<string, unknown>(50_000);
  private readonly planEntries = new LruMap<string, unknown>(10_000);
  private readonly skeletonEntries = new LruMap<string, Timed<unknown>>(20_000);
  /** Per viewer, the keys of their skeletons (so their own write drops only theirs). */
  private readonly skeletonKeys = new Map<string, Set<string>>();
  private readonly presentationEntries = new LruMap<string, unknown>(50_000);
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  readonly enabled: boolean;

  constructor(options: ReadModelOptions = {}) {
    this.now = options.now ?? Date.now;
    this.enabled = options.enabled ?? true;
  }

  stamp(viewerId: string | null = null): ReadStamp {
    return { ...this.counters, viewer: this.viewerCounter(viewerId) };
  }

  private viewerCounter(viewerId: string | null): number {
    return viewerId === null ? 0 : (this.viewerCounters.get(viewerId) ?? 0);
  }

  /** Nothing that could change this viewer's (or the signed-out) views happened since `stamp`. */
  private viewsCurrent(viewerId: string | null, stamp: ReadStamp): boolean {
    if (stamp.everyone !== this.counters.everyone) return false;
    return viewerId === null
      ? stamp.signedOut === this.counters.signedOut
      : stamp.viewer === this.viewerCounter(viewerId);
  }

  /** storage/changes.ts listener. */
  onChange(tables: ReadonlySet<string>, rewritten: ReadonlySet<string>, actor: string | null) {
    this.apply(readInvalidation(tables, rewritten, actor));
  }

  apply(drop: ReadInvalidation): void {
    if (drop.presentations) {
      this.counters.presentations += 1;
      this.presentationEntries.clear();
    }
    if (drop.sessions) {
      this.counters.sessions += 1;
      this.sessionEntries.clear();
    }
    if (drop.signedOut) this.counters.signedOut += 1;
    if (drop.everyone) {
      // Every stamp taken before is void now, so the per-viewer counters can start over.
      this.counters.everyone += 1;
      this.viewerCounters.clear();
      this.planEntries.clear();
      this.skeletonEntries.clear();
      this.skeletonKeys.clear();
      return;
    }
    if (drop.viewer !== null) {
      this.viewerCounters.set(drop.viewer, this.viewerCounter(drop.viewer) + 1);
      this.planEntries.delete(drop.viewer);
      if (drop.viewerGrids) this.dropSkeletons(drop.viewer);
      else this.dropSkeletons(drop.viewer, (entry) => entry.answer === true);
    }
    if (drop.signedOut) this.dropSkeletons(SIGNED_OUT);
  }

  /**
   * One computation per key at a time: requests that ask while it runs share its answer, so a
   * cold page under load is computed once, not once per waiting connection.
   */
  shared<V>(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.inflight.get(key) as Promise<V> | undefined;
    if (running) return running;
    const started = compute().finally(() => this.inflight.delete(key));
    this.inflight.set(key, started);
    return started;
  }

  session<V>(tokenHash: string): V | undefined {
    return this.enabled ? (this.sessionEntries.get(tokenHash) as V | undefined) : undefined;
  }

  storeSession<V>(tokenHash: string, value: V, stamp: ReadStamp): void {
    if (this.enabled && stamp.sessions === this.counters.sessions) {
      this.sessionEntries.set(tokenHash, value);
    }
  }

  plan<V>(viewerId: string): V | undefined {
    return this.enabled ? (this.planEntries.get(viewerId) as V | undefined) : undefined;
  }

  storePlan<V>(viewerId: string, plan: V, stamp: ReadStamp): void {
    if (this.enabled && this.viewsCurrent(viewerId, stamp)) this.planEntries.set(viewerId, plan);
  }

  skeleton<V>(viewerId: string | null, key: string): V | undefined {
    const entry = this.skeletonEntry<V>(viewerId, key);
    return entry && !entry.stale ? entry.value : undefined;
  }

  /**
   * A skeleton, fresh or `stale`: past SKELETON_TTL_MS but within as long again, it is still
   * served while one refresh runs (feeds/grid-skeletons.ts), so nobody waits on an expiry. A
   * write that drops it drops it outright: what one may no longer see is never served stale.
   */
  skeletonEntry<V>(viewerId: string | null, key: string): { value: V; stale: boolean } | undefined {
    if (!this.enabled) return undefined;
    const full = `${viewerId ?? SIGNED_OUT} ${key}`;
    const entry = this.skeletonEntries.get(full);
    if (!entry) return undefined;
    const dropped =
      entry.sharedWrites !== undefined && entry.sharedWrites !== this.counters.signedOut;
    const now = this.now();
    if (dropped || entry.expires + SKELETON_TTL_MS <= now) {
      this.skeletonEntries.delete(full);
      return undefined;
    }
    return { value: entry.value as V, stale: entry.expires <= now };
  }

  storeSkeleton<V>(
    viewerId: string | null,
    key: string,
    value: V,
    stamp: ReadStamp,
    kind: SkeletonKind = 'grid',
  ): void {
    if (!this.enabled || !this.viewsCurrent(viewerId, stamp)) return;
    if (kind === 'list' && stamp.signedOut !== this.counters.signedOut) return;
    const viewer = viewerId ?? SIGNED_OUT;
    const full = `${viewer} ${key}`;
    const expires = this.now() + SKELETON_TTL_MS;
    const entry: Timed<unknown> = { value, expires };
    if (kind === 'list') entry.sharedWrites = this.counters.signedOut;
    if (kind === 'answer') entry.answer = true;
    this.skeletonEntries.set(full, entry);
    let keys = this.skeletonKeys.get(viewer);
    // Bounded: a viewer past it starts over (their skeletons are recomputed, nothing is wrong).
    if (keys && keys.size >= SKELETONS_PER_VIEWER_MAX) this.dropSkeletons(viewer);
    keys = this.skeletonKeys.get(viewer);
    if (!keys) this.skeletonKeys.set(viewer, (keys = new Set()));
    keys.add(full);
  }

  presentation<V>(key: string): V | undefined {
    return this.enabled ? (this.presentationEntries.get(key) as V | undefined) : undefined;
  }

  storePresentation<V>(key: string, value: V, stamp: ReadStamp): void {
    if (this.enabled && stamp.presentations === this.counters.presentations) {
      this.presentationEntries.set(key, value);
    }
  }

  /** A viewer's skeletons: all, or those `which` picks (their keys stay listed: harmless). */
  private dropSkeletons(viewer: string, which?: (entry: Timed<unknown>) => boolean): void {
    const keys = this.skeletonKeys.get(viewer);
    if (!keys) return;
    for (const key of keys) {
      if (!which) this.skeletonEntries.delete(key);
      else {
        const entry = this.skeletonEntries.get(key);
        if (entry && which(entry)) this.skeletonEntries.delete(key);
      }
    }
    if (!which) this.skeletonKeys.delete(viewer);
  }
}
