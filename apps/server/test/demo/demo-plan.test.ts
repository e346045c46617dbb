// The demo plan: every requirement of the demo-content issue, checked on the data itself.
import { describe, expect, it } from 'vitest';
import {
  ADVERTISER_KEY,
  buildDemoPlan,
  collectDemoImages,
  DEMO_PASSWORD,
  DEMO_PIN_KINDS,
  DEMO_SUBJECTS,
  MERCHANT_KEY,
  type DemoImageSpec,
  type DemoPin,
} from '../../src/cli/demo/demo-plan';

const plan = buildDemoPlan();

// Top-level names a profile can never take (spec 002 §2.1, req 002-2.16, lists some; the domain
// table has ~150).
const RESERVED = [
  'login',
  'signup',
  'search',
  'pin',
  'today',
  'ideas',
  'videos',
  'shopping',
  'settings',
  'business',
  'help',
  'me',
  'board',
  'topics',
  'admin',
  'api',
];

const of = (kind: string): DemoPin[] => plan.pins.filter((p) => p.kind === kind);
const unique = (values: readonly string[]) => new Set(values).size === values.length;

function validSpec(s: DemoImageSpec): boolean {
  return (
    Number.isInteger(s.seed) &&
    Number.isInteger(s.width) &&
    Number.isInteger(s.height) &&
    s.width >= 16 &&
    s.height >= 16 &&
    DEMO_SUBJECTS.includes(s.subject)
  );
}

describe('demo plan: counts', () => {
  it('has 12 to 16 users, 40+ boards, 500+ pins and 150+ saves', () => {
    expect(plan.users.length).toBeGreaterThanOrEqual(12);
    expect(plan.users.length).toBeLessThanOrEqual(16);
    expect(plan.boards.length).toBeGreaterThanOrEqual(40);
    expect(plan.pins.length).toBeGreaterThanOrEqual(500);
    expect(plan.saves.length).toBeGreaterThanOrEqual(150);
  });

  it('has every pin kind at least 8 times, and mostly plain images', () => {
    for (const kind of DEMO_PIN_KINDS) expect(of(kind).length, kind).toBeGreaterThanOrEqual(8);
    const share = of('image').length / plan.pins.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.6);
  });

  it('has some secret boards, one or two protected ones and several with 2 to 4 sections', () => {
    const secret = plan.boards.filter((b) => b.privacy === 'secret').length;
    expect(secret).toBeGreaterThanOrEqual(5);
    expect(secret).toBeLessThanOrEqual(8);
    const protectedBoards = plan.boards.filter((b) => b.privacy === 'protected').length;
    expect(protectedBoards).toBeGreaterThanOrEqual(1);
    expect(protectedBoards).toBeLessThanOrEqual(2);
    const sectioned = plan.boards.filter((b) => b.sections.length > 0);
    expect(sectioned.length).toBeGreaterThanOrEqual(8);
    for (const b of sectioned) expect(b.sections.length).toBeGreaterThanOrEqual(2);
    for (const b of sectioned) expect(b.sections.length).toBeLessThanOrEqual(4);
  });

  it('puts pins on every board', () => {
    const used = new Set(plan.pins.map((p) => p.boardKey));
    for (const b of plan.boards) expect(used.has(b.key), b.key).toBe(true);
  });
});

describe('demo plan: users', () => {
  it('has valid, unique, unreserved lowercase usernames and matching emails', () => {
    for (const u of plan.users) {
      expect(u.username).toMatch(/^[a-z0-9_]{3,30}$/);
      expect(RESERVED).not.toContain(u.username);
      expect(u.email).toBe(`${u.username}@demo.corkboard.local`);
      expect(u.password).toBe(DEMO_PASSWORD);
      expect(u.first_name.length).toBeGreaterThan(0);
      expect(u.first_name.length).toBeLessThanOrEqual(30);
      expect(u.avatar).toMatchObject({ width: 240, height: 240 });
    }
    expect(unique(plan.users.map((u) => u.username))).toBe(true);
    expect(unique(plan.users.map((u) => u.email))).toBe(true);
    expect(unique(plan.users.map((u) => u.key))).toBe(true);
    expect(DEMO_PASSWORD).toBe('corkboard-demo');
  });

  it('has a demo account, a verified merchant and an advertiser', () => {
    expect(plan.users.find((u) => u.username === 'demo')?.first_name).toBe('Demo');
    expect(plan.users.find((u) => u.key === MERCHANT_KEY)?.is_verified_merchant).toBe(true);
    expect(plan.users.some((u) => u.key === ADVERTISER_KEY)).toBe(true);
  });
});

describe('demo plan: limits and references', () => {
  const users = new Set(plan.users.map((u) => u.key));
  const boards = new Map(plan.boards.map((b) => [b.key, b]));

  it('keeps text within the product limits', () => {
    for (const b of plan.boards) {
      expect(b.name.length).toBeLessThanOrEqual(50);
      expect(b.description.length).toBeLessThanOrEqual(500);
    }
    for (const p of plan.pins) {
      expect(p.title.length, p.key).toBeGreaterThan(0);
      expect(p.title.length).toBeLessThanOrEqual(100);
      expect(p.description.length).toBeLessThanOrEqual(500);
    }
  });

  it('has unique keys everywhere', () => {
    expect(unique(plan.boards.map((b) => b.key))).toBe(true);
    expect(unique(plan.boards.flatMap((b) => b.sections.map((s) => s.key)))).toBe(true);
    expect(unique(plan.pins.map((p) => p.key))).toBe(true);
    expect(unique(plan.userFollows.map((f) => `${f.followerKey}>${f.followeeKey}`))).toBe(true);
    expect(unique(plan.boardFollows.map((f) => `${f.userKey}>${f.boardKey}`))).toBe(true);
    expect(unique(plan.saves.map((s) => `${s.userKey}>${s.pinKey}`))).toBe(true);
  });

  it('refers only to keys that exist', () => {
    for (const b of plan.boards) {
      expect(users.has(b.ownerKey)).toBe(true);
      for (const c of b.collaboratorKeys) expect(users.has(c) && c !== b.ownerKey).toBe(true);
    }
    for (const p of plan.pins) {
      const b = boards.get(p.boardKey);
      expect(b, p.key).toBeDefined();
      if (!b) continue;
      expect([b.ownerKey, ...b.collaboratorKeys]).toContain(p.pinnerKey);
      if (p.sectionKey !== null) expect(b.sections.map((s) => s.key)).toContain(p.sectionKey);
      for (const k of [p.native_creator_key, p.promoter_key, p.sponsorship?.sponsor_key ?? null]) {
        if (k !== null) expect(users.has(k)).toBe(true);
      }
    }
    for (const f of plan.userFollows)
      expect(users.has(f.followerKey) && users.has(f.followeeKey)).toBe(true);
    for (const f of plan.boardFollows)
      expect(users.has(f.userKey) && boards.has(f.boardKey)).toBe(true);
  });

  it('uses https links on .example domains only', () => {
    const links = plan.pins.flatMap((p) => [
      p.link,
      ...(JSON.stringify(p).match(/https?:\/\/[^"]+/g) ?? []),
    ]);
    for (const link of links) {
      if (link === null) continue;
      const url = new URL(link);
      expect(url.protocol).toBe('https:');
      expect(url.hostname.endsWith('.example')).toBe(true);
    }
  });

  it('spreads creation times over about sixty days', () => {
    const minutes = plan.pins.map((p) => p.minutesAgo);
    expect(Math.min(...minutes)).toBeGreaterThan(0);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(60 * 24 * 60);
    expect(Math.max(...minutes) - Math.min(...minutes)).toBeGreaterThan(50 * 24 * 60);
  });

  it('describes every image by a valid spec, with pin shapes from wide to tall', () => {
    for (const p of plan.pins) {
      expect(validSpec(p.image), p.key).toBe(true);
      const ratio = p.image.height / p.image.width;
      expect(ratio).toBeGreaterThanOrEqual(0.66);
      expect(ratio).toBeLessThanOrEqual(2.0);
      // The server derives `images`; the plan only carries `image_signature: { $image }`.
      expect(JSON.stringify([p.carousel_data, p.story_pin_data, p.collection_pin])).not.toContain(
        '"images"',
      );
    }
    for (const spec of collectDemoImages(plan)) expect(validSpec(spec)).toBe(true);
    const ratios = new Set(plan.pins.map((p) => (p.image.height / p.image.width).toFixed(2)));
    expect(ratios.size).toBeGreaterThanOrEqual(6);
  });
});

describe('demo plan: social graph', () => {
  it('has each user follow 3 to 8 others, never themselves', () => {
    for (const u of plan.users) {
      const follows = plan.userFollows.filter((f) => f.followerKey === u.key);
      expect(follows.length).toBeGreaterThanOrEqual(3);
      expect(follows.length).toBeLessThanOrEqual(8);
      expect(follows.some((f) => f.followeeKey === u.key)).toBe(false);
    }
  });

  it('follows only public boards of other people', () => {
    const boards = new Map(plan.boards.map((b) => [b.key, b]));
    expect(plan.boardFollows.length).toBeGreaterThan(0);
    for (const f of plan.boardFollows) {
      expect(boards.get(f.boardKey)?.privacy).toBe('public');
      expect(boards.get(f.boardKey)?.ownerKey).not.toBe(f.userKey);
    }
  });

  it('saves others’ public pins into the saver’s own boards, after they were created', () => {
    const boards = new Map(plan.boards.map((b) => [b.key, b]));
    const pins = new Map(plan.pins.map((p) => [p.key, p]));
    for (const s of plan.saves) {
      const pin = pins.get(s.pinKey);
      const source = pin && boards.get(pin.boardKey);
      const target = boards.get(s.boardKey);
      expect(pin && source && target).toBeTruthy();
      if (!pin || !source || !target) continue;
      expect(source.privacy).toBe('public');
      expect(source.ownerKey).not.toBe(s.userKey);
      expect(pin.pinnerKey).not.toBe(s.userKey);
      expect(target.ownerKey).toBe(s.userKey);
      if (s.sectionKey !== null) expect(target.sections.map((x) => x.key)).toContain(s.sectionKey);
      expect(s.minutesAgo).toBeGreaterThan(0);
      expect(s.minutesAgo).toBeLessThan(pin.minutesAgo);
    }
  });

  it('never lets anyone but the owner and collaborators touch a secret board', () => {
    const secret = new Map(
      plan.boards.filter((b) => b.privacy === 'secret').map((b) => [b.key, b]),
    );
    const pinBoard = new Map(plan.pins.map((p) => [p.key, p.boardKey]));
    for (const s of plan.saves) {
      const from = secret.get(pinBoard.get(s.pinKey) ?? '');
      if (from) expect([from.ownerKey, ...from.collaboratorKeys]).toContain(s.userKey);
      const into = secret.get(s.boardKey);
      if (into) expect(into.ownerKey).toBe(s.userKey);
    }
  });
});
