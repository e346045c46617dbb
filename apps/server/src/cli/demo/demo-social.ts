// Who follows whom, which boards people follow, and saves (repins) between users. Saves only
// copy other people's pins from public boards, into the saver's own boards.
import { hashSeed, Rng } from './demo-random';
import type { DemoBoard, DemoPin, DemoPlan, DemoSave, DemoUser } from './demo-types';
import { ADVERTISER_KEY, DEMO_USER_KEY, MERCHANT_KEY } from './demo-users';

export const SAVE_COUNT = 180;

export function buildUserFollows(
  seed: number,
  users: readonly DemoUser[],
): DemoPlan['userFollows'] {
  const rng = new Rng(hashSeed(seed, 'user-follows'));
  const out: DemoPlan['userFollows'] = [];
  for (const u of users) {
    const others = users.filter((o) => o.key !== u.key).map((o) => o.key);
    const n = u.key === DEMO_USER_KEY ? 8 : rng.int(3, 8);
    for (const followeeKey of rng.sample(others, n)) out.push({ followerKey: u.key, followeeKey });
  }
  return out;
}

export function buildBoardFollows(
  seed: number,
  users: readonly DemoUser[],
  boards: readonly DemoBoard[],
): DemoPlan['boardFollows'] {
  const rng = new Rng(hashSeed(seed, 'board-follows'));
  const out: DemoPlan['boardFollows'] = [];
  for (const u of users) {
    const candidates = boards
      .filter((b) => b.privacy === 'public' && b.ownerKey !== u.key)
      .map((b) => b.key);
    for (const boardKey of rng.sample(candidates, rng.int(2, 5)))
      out.push({ userKey: u.key, boardKey });
  }
  return out;
}

/** Brands do not save other people's pins; the demo user saves the most, to look lived-in. */
const SAVER_WEIGHT = (key: string): number =>
  key === MERCHANT_KEY || key === ADVERTISER_KEY ? 0 : key === DEMO_USER_KEY ? 3 : 1;

export function buildSaves(
  seed: number,
  users: readonly DemoUser[],
  boards: readonly DemoBoard[],
  pins: readonly DemoPin[],
  boardTheme: ReadonlyMap<string, string>,
): DemoSave[] {
  const rng = new Rng(hashSeed(seed, 'saves'));
  const boardByKey = new Map(boards.map((b) => [b.key, b]));
  const publicPins = pins.filter(
    (p) => boardByKey.get(p.boardKey)?.privacy === 'public' && p.minutesAgo > 2,
  );
  const savers = users.map((u) => [u.key, SAVER_WEIGHT(u.key)] as const).filter(([, w]) => w > 0);
  const seen = new Set<string>();
  const out: DemoSave[] = [];
  for (let tries = 0; out.length < SAVE_COUNT && tries < SAVE_COUNT * 20; tries++) {
    const userKey = rng.weighted(savers);
    const own = boards.filter((b) => b.ownerKey === userKey);
    if (own.length === 0) continue;
    const pin = rng.pick(publicPins);
    const source = boardByKey.get(pin.boardKey);
    if (!source || source.ownerKey === userKey || pin.pinnerKey === userKey) continue;
    if (source.collaboratorKeys.includes(userKey)) continue;
    const id = `${userKey}/${pin.key}`;
    if (seen.has(id)) continue;
    // Prefer a board about the same thing; otherwise any of the saver's boards.
    const theme = boardTheme.get(source.key);
    const fitting = own.filter((b) => boardTheme.get(b.key) === theme);
    const target = rng.pick(fitting.length > 0 && rng.chance(0.85) ? fitting : own);
    seen.add(id);
    out.push({
      userKey,
      pinKey: pin.key,
      boardKey: target.key,
      sectionKey:
        target.sections.length > 0 && rng.chance(0.5) ? rng.pick(target.sections).key : null,
      minutesAgo: rng.int(1, pin.minutesAgo - 1),
    });
  }
  return out;
}
