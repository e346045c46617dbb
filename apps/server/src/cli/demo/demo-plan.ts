// The demo content a fresh Corkboard seeds on first start of an empty database: users, boards,
// pins of every kind, follows and saves. Pure and deterministic: the same seed gives the same
// plan, and images are specs (rendered by demo-images) rather than files.
import { BOARD_SEEDS } from './demo-boards';
import { buildDemoPins } from './demo-pins';
import { buildBoardFollows, buildSaves, buildUserFollows } from './demo-social';
import type { DemoImageSpec, DemoPlan } from './demo-types';
import { buildDemoUsers } from './demo-users';

export type {
  DemoBoard,
  DemoImageRef,
  DemoImageSpec,
  DemoPin,
  DemoPinKind,
  DemoPlan,
  DemoSave,
  DemoSection,
  DemoSubject,
  DemoUser,
} from './demo-types';
export { DEMO_PIN_KINDS, DEMO_SUBJECTS } from './demo-types';
export { ADVERTISER_KEY, DEMO_PASSWORD, DEMO_USER_KEY, MERCHANT_KEY } from './demo-users';

export function buildDemoPlan(seed = 1): DemoPlan {
  const users = buildDemoUsers(seed);
  // Board definitions are fixed; copy them so callers cannot alter the table.
  const boards = BOARD_SEEDS.map(({ board }) => ({
    ...board,
    sections: board.sections.map((s) => ({ ...s })),
    collaboratorKeys: [...board.collaboratorKeys],
  }));
  const boardTheme = new Map(BOARD_SEEDS.map((b) => [b.board.key, b.theme as string]));
  const pins = buildDemoPins(seed);
  return {
    users,
    boards,
    pins,
    userFollows: buildUserFollows(seed, users),
    boardFollows: buildBoardFollows(seed, users, boards),
    saves: buildSaves(seed, users, boards, pins, boardTheme),
  };
}

/** Every image a plan needs (avatars, pin images and those nested in JSON), without repeats. */
export function collectDemoImages(plan: DemoPlan): DemoImageSpec[] {
  const out = new Map<string, DemoImageSpec>();
  const add = (s: DemoImageSpec) => out.set(JSON.stringify(s), s);
  for (const u of plan.users) add(u.avatar);
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if ('$image' in o) add(o.$image as DemoImageSpec);
      else Object.values(o).forEach(walk);
    }
  };
  for (const p of plan.pins) {
    add(p.image);
    walk([p.carousel_data, p.story_pin_data, p.collection_pin]);
  }
  return [...out.values()];
}
