// The read model's caches (feeds/read-model.ts): a value computed before a write is never
// stored after it; a person's own write drops only their views; skeletons expire; concurrent
// askers of one key share one computation.
import { describe, expect, it } from 'vitest';
import { ReadModel, SKELETON_TTL_MS } from '../../src/feeds/read-model';

const set = (...tables: string[]) => new Set(tables);

describe('ReadModel', () => {
  it('does not store what was computed before a write that landed meanwhile', () => {
    const reads = new ReadModel();
    const stamp = reads.stamp();
    reads.onChange(set('pins'), set('pins'), '1');
    reads.storePresentation('p1', 'old title', stamp);
    reads.storePlan('2', 'old plan', stamp);
    expect(reads.presentation('p1')).toBeUndefined();
    expect(reads.plan('2')).toBeUndefined();
  });

  it('keeps what one person computed when another person saves meanwhile', () => {
    const reads = new ReadModel();
    const stamp = reads.stamp('2');
    reads.onChange(set('pins', 'boards'), set(), '1');
    reads.storePlan('2', 'plan of 2', stamp);
    reads.storeSkeleton('2', 'home', 'skeleton of 2', stamp);
    expect(reads.plan('2')).toBe('plan of 2');
    expect(reads.skeleton('2', 'home')).toBe('skeleton of 2');
    const own = reads.stamp('2');
    reads.onChange(set('pins'), set(), '2');
    reads.storePlan('2', 'stale plan', own);
    expect(reads.plan('2')).toBeUndefined();
  });

  it("drops the writer's own plan and skeletons only, on their insert", () => {
    const reads = new ReadModel();
    const stamp = reads.stamp();
    reads.storePlan('1', 'plan of 1', stamp);
    reads.storePlan('2', 'plan of 2', stamp);
    reads.storeSkeleton('1', 'home', 'skeleton of 1', stamp);
    reads.storeSkeleton('2', 'home', 'skeleton of 2', stamp);
    reads.storeSkeleton(null, 'home', 'signed out', stamp);
    reads.onChange(set('user_follows'), set(), '1');
    expect(reads.plan('1')).toBeUndefined();
    expect(reads.skeleton('1', 'home')).toBeUndefined();
    expect(reads.plan('2')).toBe('plan of 2');
    expect(reads.skeleton('2', 'home')).toBe('skeleton of 2');
    expect(reads.skeleton(null, 'home')).toBeUndefined();
  });

  it("drops everyone's views and every presentation when a pin is edited", () => {
    const reads = new ReadModel();
    const stamp = reads.stamp();
    reads.storePresentation('p1', 'title', stamp);
    reads.storeSkeleton('2', 'home', 'skeleton of 2', stamp);
    reads.onChange(set('pins'), set('pins'), '1');
    expect(reads.presentation('p1')).toBeUndefined();
    expect(reads.skeleton('2', 'home')).toBeUndefined();
  });

  it("drops a list's skeleton (a board's pins) on anyone's insert, a home skeleton not", () => {
    const reads = new ReadModel();
    const stamp = reads.stamp('2');
    reads.storeSkeleton('2', 'board', 'board pins', stamp, 'list');
    reads.storeSkeleton('2', 'home', 'home pins', stamp);
    reads.onChange(set('pins'), set(), '1');
    expect(reads.skeleton('2', 'board')).toBeUndefined();
    expect(reads.skeleton('2', 'home')).toBe('home pins');
  });

  it("a person's own save drops their plan and whole answers, keeps their grids; lists go by the shared write", () => {
    const reads = new ReadModel();
    const stamp = reads.stamp('2');
    reads.storePlan('2', 'plan', stamp);
    reads.storeSkeleton('2', 'home', 'home pins', stamp);
    reads.storeSkeleton('2', 'board', 'board pins', stamp, 'list');
    reads.storeSkeleton('2', 'today', 'articles', stamp, 'answer');
    reads.onChange(set('pins', 'boards'), set(), '2');
    expect(reads.plan('2')).toBeUndefined();
    expect(reads.skeleton('2', 'today')).toBeUndefined();
    expect(reads.skeleton('2', 'board')).toBeUndefined();
    expect(reads.skeleton('2', 'home')).toBe('home pins');
    // A computation that began before the save does not store its (older) plan.
    reads.storePlan('2', 'older plan', stamp);
    expect(reads.plan('2')).toBeUndefined();
    // A follow is not new content: it drops their grids too.
    reads.onChange(set('user_follows'), set(), '2');
    expect(reads.skeleton('2', 'home')).toBeUndefined();
  });

  it('serves a skeleton fresh until SKELETON_TTL_MS has passed, then stale for as long again', () => {
    let now = 1000;
    const reads = new ReadModel({ now: () => now });
    reads.storeSkeleton('2', 'home', 'skeleton', reads.stamp());
    now += SKELETON_TTL_MS - 1;
    expect(reads.skeleton('2', 'home')).toBe('skeleton');
    expect(reads.skeletonEntry('2', 'home')).toEqual({ value: 'skeleton', stale: false });
    now += 1;
    // Expired: no longer fresh, but served stale while it is recomputed.
    expect(reads.skeleton('2', 'home')).toBeUndefined();
    expect(reads.skeletonEntry('2', 'home')).toEqual({ value: 'skeleton', stale: true });
    now += SKELETON_TTL_MS;
    expect(reads.skeletonEntry('2', 'home')).toBeUndefined();
  });

  it('never serves stale what a write dropped', () => {
    let now = 1000;
    const reads = new ReadModel({ now: () => now });
    const stamp = reads.stamp('2');
    reads.storeSkeleton('2', 'board', 'board pins', stamp, 'list');
    reads.storeSkeleton('2', 'home', 'home pins', stamp);
    now += SKELETON_TTL_MS;
    reads.onChange(set('pins'), set(), '1');
    expect(reads.skeletonEntry('2', 'board')).toBeUndefined();
    expect(reads.skeletonEntry('2', 'home')).toEqual({ value: 'home pins', stale: true });
    reads.onChange(set('user_follows'), set(), '2');
    expect(reads.skeletonEntry('2', 'home')).toBeUndefined();
  });

  it('computes a key once for everyone who asks while it runs', async () => {
    const reads = new ReadModel();
    let runs = 0;
    let release!: () => void;
    const compute = () => {
      runs += 1;
      return new Promise<string>((resolve) => (release = () => resolve('page')));
    };
    const first = reads.shared('k', compute);
    const second = reads.shared('k', compute);
    release();
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(runs).toBe(1);
    await reads.shared('k', async () => 'again');
    expect(runs).toBe(1);
  });

  it('stores nothing when switched off', () => {
    const reads = new ReadModel({ enabled: false });
    reads.storePlan('1', 'plan', reads.stamp());
    expect(reads.plan('1')).toBeUndefined();
  });
});
