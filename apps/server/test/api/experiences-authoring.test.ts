// Authoring experiences (issue 15; spec 001 §5), on both engines: operators write them, and
// only valid ones (the field named); every action is in the audit log; and non-operators never
// learn the authoring resources exist.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '@corkboard/domain';
import { author, experienceWorld } from './experience-fixtures';
import { clientFor, data, errorCode } from './saving-fixtures';

const world = experienceWorld();
const create = (fields: Record<string, unknown>) => author(world, fields);
describe('authoring (spec 001 §5: an invalid experience is refused, naming the field)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      '"Modal (type 26) needs title, body and complete button text"',
      { kind: 'modal', display_data: { title: 'Hi', complete_button: { text: 'Got it' } } },
      'display_data.body',
    ],
    [
      '"Callout banners need display type error-callout, info-callout or warning-callout"',
      { kind: 'callout', display_data: { display_type: 'banner', message: 'x' } },
      'display_data.display_type',
    ],
    [
      '"Experience-metrics banner (type 5) needs at least 2 buttons"',
      {
        kind: 'metrics_banner',
        display_data: { title_text: 'a', subtitle_text: 'b', buttons: [{ text: 'one' }] },
      },
      'display_data.buttons',
    ],
    [
      '"Educational popover (type 29) needs an anchor that exists on the page"',
      { kind: 'popover', display_data: { title: 'New', anchor: 'nowhere' } },
      'display_data.anchor',
    ],
    ['an unknown placement', { placement_id: 42 }, 'placement_id'],
    [
      '"its type is in the allowed type list": the header takes no banner',
      { placement_id: PLACEMENTS.header.id },
      'placement_id',
    ],
    [
      'a schedule that ends before it starts',
      { starts_at: '2030-01-02T00:00:00.000Z', ends_at: '2030-01-01T00:00:00.000Z' },
      'ends_at',
    ],
    [
      'an experiment that does not exist',
      { targeting: { experiment: { name: 'x', group: 'y' } } },
      'targeting.experiment.name',
    ],
    [
      'a javascript: link',
      {
        display_data: {
          display_type: 'info-callout',
          message: 'x',
          link: { href: 'javascript:alert(1)' },
        },
      },
      'display_data.link.href',
    ],
  ])('%s', async (_rule, fields, field) => {
    const res = await world.ops.post('ExperienceAdminResource', 'create', {
      name: 'bad',
      placement_id: PLACEMENTS.home_top.id,
      kind: 'callout',
      display_data: { display_type: 'info-callout', message: 'ok' },
      ...fields,
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.message).toContain(field);
  });

  it('an operator lists, edits and removes, and every action is in the audit log', async () => {
    const e = await create({ status: 'draft' });
    const listed = data(await world.ops.get('ExperienceAdminResource', { status: 'draft' })) as {
      experience_id: number;
      totals: { views: number };
    }[];
    expect(listed.find((x) => x.experience_id === e.experience_id)?.totals.views).toBe(0);
    const taken = await world.ops.post('ExperienceAdminResource', 'create', {
      experience_id: e.experience_id,
      name: 'again',
      placement_id: PLACEMENTS.home_top.id,
      kind: 'toast',
      display_data: { message: 'x' },
    });
    expect(errorCode(taken)).toBe('invalid_parameters');
    const edited = await world.ops.post('ExperienceAdminResource', 'update', {
      experience_id: e.experience_id,
      priority: 7,
    });
    expect((data(edited) as { priority: number }).priority).toBe(7);
    expect(
      (
        await world.ops.post('ExperienceAdminResource', 'delete', {
          experience_id: e.experience_id,
        })
      ).status,
    ).toBe(200);
    const again = await world.ops.post('ExperienceAdminResource', 'delete', {
      experience_id: e.experience_id,
    });
    expect(errorCode(again)).toBe('not_found');
    const audit = data(await world.ops.get('OperatorAuditResource', {})) as {
      action: string;
      target: string;
    }[];
    const mine = audit
      .filter((a) => a.target === `experience:${e.experience_id}`)
      .map((a) => a.action);
    expect(mine.sort()).toEqual(['experience.create', 'experience.delete', 'experience.update']);
  });

  it('without an id, the world.server picks the next one from 600000', async () => {
    const res = await world.ops.post('ExperienceAdminResource', 'create', {
      name: 'auto',
      placement_id: PLACEMENTS.board.id,
      kind: 'toast',
      display_data: { message: 'Saved!' },
    });
    expect((data(res) as { experience_id: number }).experience_id).toBeGreaterThanOrEqual(600000);
  });
});

describe('"every operator resource answers not_found to non-operators"', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['ExperienceAdminResource', 'get', {}],
    ['ExperienceStatsResource', 'get', { experience_id: 1 }],
    ['ExperienceAdminResource', 'create', { name: 'x' }],
    ['ExperienceAdminResource', 'update', { experience_id: 1 }],
    ['ExperienceAdminResource', 'delete', { experience_id: 1 }],
  ])('%s %s', async (name, action, options) => {
    const visitor = await clientFor(world.server, null);
    const read = action === 'get';
    for (const api of read ? [visitor, world.ada] : [world.ada]) {
      const res = read ? await api.get(name, options) : await api.post(name, action, options);
      expect(res.status).toBe(404);
      expect(res.body.resource_response.message).toBe(
        `There is no resource ${name} with action ${action}.`,
      );
    }
    // Signed out, a write is refused before anything else (the write rule of every resource).
    if (!read) expect(errorCode(await visitor.post(name, action, options))).toBe('unauthorized');
  });
});
