// The experiences API tests' world: a server with an operator and a member, a clean slate
// between cases, and the operator writing experiences (active callouts at home unless told).
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { dropLiveExperiences } from '../../src/experiences/live-experiences';
import type { ApiClient } from './client';
import { createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data } from './saving-fixtures';

export interface ExperienceWorld {
  server: TestServer;
  ops: ApiClient;
  ada: ApiClient;
  adaUser: { id: string; username: string };
}

export type Authored = { experience_id: number; placement_id: number };

/** Registers the hooks; the world is filled in by beforeAll. */
export function experienceWorld(): ExperienceWorld {
  const world = {} as ExperienceWorld;
  beforeAll(async () => {
    world.server = await startTestServer({ OPERATORS: 'exp_ops' });
    const { ctx } = world.server;
    world.ops = await clientFor(world.server, await createUser(ctx, { username: 'exp_ops' }));
    world.adaUser = await createUser(ctx, { first_name: 'Ada' });
    world.ada = await clientFor(world.server, world.adaUser);
  });
  afterAll(() => world.server.close());
  // Each case starts with nothing live: what one left active (a failure before its pause
  // included) must not take another's placement.
  afterEach(async () => {
    const { ctx } = world.server;
    await ctx.storage.db.updateTable('experiences').set({ status: 'paused' }).execute();
    dropLiveExperiences(ctx);
  });
  return world;
}

let nextId = 100;
/** The operator writes one (an active info callout at home, unless `fields` say otherwise). */
export async function author(world: ExperienceWorld, fields: Record<string, unknown>) {
  nextId += 1;
  const res = await world.ops.post('ExperienceAdminResource', 'create', {
    experience_id: nextId,
    name: `test ${nextId}`,
    placement_id: PLACEMENTS.home_top.id,
    kind: 'callout',
    status: 'active',
    display_data: { display_type: 'info-callout', message: 'Boards can be shared now.' },
    ...fields,
  });
  expect(res.status, res.raw).toBe(200);
  return data(res) as Authored;
}

export const placed = (e: Authored) => `${e.placement_id}:${e.experience_id}`;
