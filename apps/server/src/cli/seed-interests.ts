// Seeds the demo's interests (cli/demo/demo-interests.ts) inside the demo seed's transaction:
// the interests, which originals each is about, and the demo user's followed topics.
// Pins created later are tagged by the interests their text names (commands/create-pin.ts,
// interestsOfPinText); saves are about what their original is about.
import { buildDemoInterests } from './demo/demo-interests';
import type { DemoPlan } from './demo/demo-types';
import type { Stores } from '../storage/stores';

export async function seedDemoInterests(
  stores: Stores,
  plan: DemoPlan,
  ids: { pins: ReadonlyMap<string, string>; users: ReadonlyMap<string, string> },
  now: number,
): Promise<{ interests: number; tagged: number }> {
  const demo = buildDemoInterests(plan);
  const interestIds = new Map<string, string>();
  for (const interest of demo.interests) {
    interestIds.set(interest.url_name, await stores.interests.ensure({ ...interest, at: now }));
  }
  let tagged = 0;
  for (const [pinKey, urlNames] of demo.pinInterests) {
    const pinId = ids.pins.get(pinKey);
    if (!pinId) continue;
    await stores.interests.tag(
      pinId,
      urlNames.flatMap((u) => interestIds.get(u) ?? []),
    );
    tagged += 1;
  }
  for (const follow of demo.follows) {
    const userId = ids.users.get(follow.userKey);
    const interestId = interestIds.get(follow.url_name);
    if (userId && interestId) await stores.interests.follow(userId, interestId, now);
  }
  return { interests: demo.interests.length, tagged };
}
