// Experiences (issue 15; spec 001 §3–§7), on both engines: people signed in and out get what
// the decision chooses at a page's placements; the lifecycle (viewed, completed, dismissed,
// triggered) is recorded once per viewer, even from two tabs; caps, pauses and "one blocking
// surface" hold; bots get none; operators preview. Authoring: experiences-authoring.test.ts.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS, placementsOfPage } from '@corkboard/domain';
import type { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { author, experienceWorld, placed } from './experience-fixtures';
import { clientFor, data, errorCode } from './saving-fixtures';

const world = experienceWorld();
const create = (fields: Record<string, unknown>) => author(world, fields);
const HOME = placementsOfPage('home');
const DAY = 24 * 60 * 60 * 1000;

async function shown(api: ApiClient, placements: number[] = HOME): Promise<number[]> {
  const res = await api.get('UserExperienceResource', { placement_ids: placements });
  expect(res.status, res.raw).toBe(200);
  return Object.values(data(res) as Record<string, { experience_id: number }>)
    .map((e) => e.experience_id)
    .sort((a, b) => a - b);
}
const report = (api: ApiClient, resource: string, action: string, id: string) =>
  api.post(resource, action, { placed_experience_id: id });
const view = (api: ApiClient, id: string) =>
  report(api, 'UserExperienceViewedResource', 'update', id);
const complete = (api: ApiClient, id: string) =>
  report(api, 'UserExperienceCompletedResource', 'update', id);
const dismiss = (api: ApiClient, id: string) => report(api, 'UserExperienceResource', 'delete', id);

async function pause(e: { experience_id: number }) {
  await world.ops.post('ExperienceAdminResource', 'update', {
    experience_id: e.experience_id,
    status: 'paused',
  });
}

describe('who sees what', () => {
  it('"Signed-in and signed-out visitors both receive experiences"; drafts and bots none', async () => {
    const live = await create({});
    const draft = await create({
      status: 'draft',
      placement_id: PLACEMENTS.header.id,
      kind: 'toast',
      display_data: { message: 'x' },
    });
    const visitor = await clientFor(world.server, null);
    expect(await shown(world.ada)).toContain(live.experience_id);
    expect(await shown(visitor)).toContain(live.experience_id);
    expect(await shown(world.ada)).not.toContain(draft.experience_id);
    // "Bots receive no experiences."
    const bot = await visitor.request(
      'GET',
      `/resource/UserExperienceResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { placement_ids: HOME } }))}`,
      undefined,
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(data(bot)).toEqual({});
    await pause(live);
    // "pause one at once": the next request no longer shows it.
    expect(await shown(visitor)).not.toContain(live.experience_id);
  });

  it("the page asks by placement: the platform read answers a page's placements", async () => {
    const onBoard = await create({ placement_id: PLACEMENTS.board.id });
    const home = data(
      await world.ada.get('UserExperiencePlatformResource', { extra_context: { page: 'home' } }),
    );
    const board = data(
      await world.ada.get('UserExperiencePlatformResource', { extra_context: { page: 'board' } }),
    );
    expect(Object.keys(home)).not.toContain(String(PLACEMENTS.board.id));
    expect(board[String(PLACEMENTS.board.id)]).toMatchObject({
      id: placed(onBoard),
      experience_id: onBoard.experience_id,
      status: 'not_viewed',
      kind: 'callout',
      type: 0,
      component_type: 1,
    });
    await pause(onBoard);
  });

  it('"two blocking experiences targeted at one page never show together"', async () => {
    const modal = await create({
      kind: 'modal',
      priority: 1,
      display_data: { title: 'Hello', body: 'Welcome', complete_button: { text: 'Got it' } },
    });
    const survey = await create({
      kind: 'survey',
      placement_id: PLACEMENTS.survey.id,
      priority: 5,
      display_data: { title: 'Quick question', link: { href: 'https://127.0.0.1/survey' } },
    });
    const fresh = await clientFor(world.server, await createUser(world.server.ctx));
    const seen = await shown(fresh);
    expect(seen).toContain(survey.experience_id);
    expect(seen).not.toContain(modal.experience_id);
    await pause(modal);
    await pause(survey);
  });

  it('targeting: new users within 28 days, an allowed id list', async () => {
    const forNew = await create({
      targeting: { lifecycle: 'new' },
      placement_id: PLACEMENTS.closeup.id,
    });
    const forAda = await create({
      targeting: { user_ids: [world.adaUser.id] },
      placement_id: PLACEMENTS.search.id,
    });
    const old = await createUser(world.server.ctx);
    await world.server.ctx.storage.db
      .updateTable('users')
      .set({ created_at: Date.now() - 40 * DAY })
      .where('id', '=', old.id)
      .execute();
    const oldApi = await clientFor(world.server, old);
    const placements = [PLACEMENTS.closeup.id, PLACEMENTS.search.id];
    expect(await shown(world.ada, placements)).toEqual([
      forNew.experience_id,
      forAda.experience_id,
    ]);
    expect(await shown(oldApi, placements)).toEqual([]);
    await pause(forNew);
    await pause(forAda);
  });

  it('"people coming back after 28 days": a sign-in after 28 days makes one resurrected', async () => {
    const back = await create({
      targeting: { lifecycle: 'resurrected' },
      placement_id: PLACEMENTS.pin_builder.id,
    });
    const user = await createUser(world.server.ctx);
    const api = await clientFor(world.server, user);
    expect(await shown(api, [PLACEMENTS.pin_builder.id])).toEqual([]);
    await world.server.ctx.storage.db
      .updateTable('user_sign_ins')
      .set({ last_sign_in_at: Date.now() - 29 * DAY })
      .where('user_id', '=', user.id)
      .execute();
    const first = data(await api.get('UserResource', {})) as {
      resurrection_info: { resurrection_dt: string | null };
    };
    expect(first.resurrection_info).toEqual({ resurrection_dt: null });
    const again = await clientFor(world.server, user);
    expect(await shown(again, [PLACEMENTS.pin_builder.id])).toEqual([back.experience_id]);
    // The viewer carries it too: resurrection_info.resurrection_dt (spec 001 §3).
    const me = data(await again.get('UserResource', {})) as typeof first;
    expect(Date.now() - Date.parse(me.resurrection_info.resurrection_dt ?? '')).toBeLessThan(DAY);
    await pause(back);
  });

  it('"Advertiser-scoped placements add an advertiserId target", for the advertiser\'s own people only', async () => {
    const { ctx } = world.server;
    const advertiserId = '7700000001';
    const forAdvertiser = await create({
      targeting: { advertiser_id: advertiserId },
      placement_id: PLACEMENTS.board.id,
    });
    // The advertiser's person promotes a pin for it; another person and a visitor only name it.
    const promoter = await createUser(ctx);
    const board = await createBoard(ctx, promoter.id);
    const pinId = await createPin(ctx, board, promoter.id);
    await ctx.storage.db
      .updateTable('pins')
      .set({ is_promoted: 1, promoter_id: promoter.id, advertiser_id: advertiserId })
      .where('id', '=', pinId)
      .execute();
    const ask = async (api: ApiClient) => {
      const res = await api.get('UserExperienceResource', {
        placement_ids: [PLACEMENTS.board.id],
        targeting: { advertiserId },
      });
      expect(res.status, res.raw).toBe(200);
      return Object.keys(data(res) as Record<string, unknown>);
    };
    const own = String(PLACEMENTS.board.id);
    expect(await ask(await clientFor(world.server, promoter))).toEqual([own]);
    // An unscoped read of the same person does not get it either: the target asks for the scope.
    expect(await shown(await clientFor(world.server, promoter), [PLACEMENTS.board.id])).toEqual([]);
    expect(await ask(world.ada)).toEqual([]);
    expect(await ask(await clientFor(world.server, null))).toEqual([]);
    await pause(forAdvertiser);
  });
});

describe('the lifecycle (spec 001 §4)', () => {
  it('"viewed (on first eligible display; sent once per experience)", even from two tabs', async () => {
    const e = await create({ placement_id: PLACEMENTS.closeup.id });
    const tab1 = await clientFor(
      world.server,
      await createUser(world.server.ctx, { username: 'twotabs' }),
    );
    const tab2 = await clientFor(world.server, { username: 'twotabs' });
    const [a, b] = await Promise.all([view(tab1, placed(e)), view(tab2, placed(e))]);
    expect([data(a).first, data(b).first].sort()).toEqual([false, true]);
    const again = data(
      await tab1.get('UserExperienceResource', { placement_ids: [PLACEMENTS.closeup.id] }),
    );
    expect(again[String(PLACEMENTS.closeup.id)].status).toBe('viewed');
    const stats = data(
      await world.ops.get('ExperienceStatsResource', { experience_id: e.experience_id, days: 7 }),
    );
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({ views: 1, completions: 0, dismissals: 0 });
    await pause(e);
  });

  it('a dismissal removes it for good, and is recorded once', async () => {
    const e = await create({ placement_id: PLACEMENTS.board.id });
    const user = await clientFor(world.server, await createUser(world.server.ctx));
    expect(await shown(user, [PLACEMENTS.board.id])).toEqual([e.experience_id]);
    expect(data(await dismiss(user, placed(e))).first).toBe(true);
    expect(data(await dismiss(user, placed(e))).first).toBe(false);
    expect(await shown(user, [PLACEMENTS.board.id])).toEqual([]);
    await pause(e);
  });

  it('completion removes it, unless it is kept "without removing the experience (preventRemoval)"', async () => {
    const gone = await create({ placement_id: PLACEMENTS.search.id });
    const kept = await create({
      placement_id: PLACEMENTS.closeup.id,
      display_data: { display_type: 'info-callout', message: 'x', preventRemoval: true },
    });
    const user = await clientFor(world.server, await createUser(world.server.ctx));
    await complete(user, placed(gone));
    await complete(user, placed(kept));
    expect(await shown(user, [PLACEMENTS.search.id, PLACEMENTS.closeup.id])).toEqual([
      kept.experience_id,
    ]);
    const stats = data(
      await world.ops.get('ExperienceStatsResource', {
        experience_id: gone.experience_id,
        days: 1,
      }),
    );
    expect(stats.days[0]).toMatchObject({ completions: 1 });
    await pause(gone);
    await pause(kept);
  });

  it('"an experience ignored N times stops showing"', async () => {
    const e = await create({ placement_id: PLACEMENTS.board.id, caps: { max_ignored: 2 } });
    const user = await clientFor(world.server, await createUser(world.server.ctx));
    await view(user, placed(e));
    expect(await shown(user, [PLACEMENTS.board.id])).toEqual([e.experience_id]);
    await view(user, placed(e));
    expect(await shown(user, [PLACEMENTS.board.id])).toEqual([]);
    await pause(e);
  });

  it('signed-out visitors keep their lifecycle against an anonymous visitor id', async () => {
    const e = await create({ placement_id: PLACEMENTS.search.id });
    const one = await clientFor(world.server, null);
    const two = await clientFor(world.server, null);
    // The first read is cached for no one: both visitors ask before one dismisses.
    expect(await shown(one, [PLACEMENTS.search.id])).toEqual([e.experience_id]);
    expect(await shown(two, [PLACEMENTS.search.id])).toEqual([e.experience_id]);
    expect(one.cookies.has('cb_visitor')).toBe(false);
    expect((await dismiss(one, placed(e))).status).toBe(200);
    expect(one.cookies.has('cb_visitor')).toBe(true);
    expect(await shown(one, [PLACEMENTS.search.id])).toEqual([]);
    expect(await shown(two, [PLACEMENTS.search.id])).toEqual([e.experience_id]);
    await pause(e);
  });

  it('PUT /v3/experiences/{placement}:{experience}/trigger/ lets a triggered-only one show', async () => {
    const e = await create({
      placement_id: PLACEMENTS.pin_builder.id,
      targeting: { triggered_only: true },
    });
    const user = await clientFor(world.server, await createUser(world.server.ctx));
    expect(await shown(user, [PLACEMENTS.pin_builder.id])).toEqual([]);
    const res = await user.write('PUT', `/v3/experiences/${placed(e)}/trigger/`);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.resource_response.data).toMatchObject({ status: 'triggered', first: true });
    expect(await shown(user, [PLACEMENTS.pin_builder.id])).toEqual([e.experience_id]);
    const csrfless = await user.write('PUT', `/v3/experiences/${placed(e)}/trigger/`, {
      csrf: false,
    });
    expect(csrfless.body.resource_response.error?.code).toBe('csrf_failed');
    await pause(e);
  });

  it('an experience that is not at that placement is not_found; a malformed id is invalid', async () => {
    const e = await create({ placement_id: PLACEMENTS.board.id });
    expect(errorCode(await view(world.ada, `${PLACEMENTS.closeup.id}:${e.experience_id}`))).toBe(
      'not_found',
    );
    expect(errorCode(await view(world.ada, 'nonsense'))).toBe('invalid_parameters');
    expect(errorCode(await world.ada.get('UserExperienceResource', { placement_ids: [12] }))).toBe(
      'invalid_parameters',
    );
    await pause(e);
  });
});

describe('an operator previews an experience at its placement', () => {
  it('a draft shows to the operator who asks for its preview, and to no one else', async () => {
    const e = await create({ status: 'draft', placement_id: PLACEMENTS.closeup.id });
    const options = {
      placement_ids: [PLACEMENTS.closeup.id],
      preview_experience_id: String(e.experience_id),
    };
    const preview = data(await world.ops.get('UserExperienceResource', options));
    expect(preview[String(PLACEMENTS.closeup.id)]).toMatchObject({
      experience_id: e.experience_id,
      metadata: { preview: true },
    });
    expect(data(await world.ada.get('UserExperienceResource', options))).toEqual({});
  });
});
