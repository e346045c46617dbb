// The demo's interests (issue 6): derived from the pins' tag chips and categories.
import { describe, expect, it } from 'vitest';
import { buildDemoInterests } from '../../src/cli/demo/demo-interests';
import { buildDemoPlan, DEMO_PIN_KINDS } from '../../src/cli/demo/demo-plan';

const plan = buildDemoPlan();
const demo = buildDemoInterests(plan);
const byUrl = new Map(demo.interests.map((i) => [i.url_name, i]));

describe('demo interests', () => {
  it('every chip of every pin is a topic whose page is the chip url (/topics/{slug})', () => {
    for (const pin of plan.pins) {
      const chips =
        (pin.aggregated_pin_data as { pin_tags_chips?: { name: string; url: string }[] } | null)
          ?.pin_tags_chips ?? [];
      for (const chip of chips) {
        const slug = chip.url.replace('/topics/', '');
        expect(byUrl.get(slug)).toMatchObject({ name: chip.name, kind: 'topic' });
        expect(demo.pinInterests.get(pin.key)).toContain(slug);
      }
    }
  });

  it('every pin category is a category interest with a readable name', () => {
    expect(byUrl.get('home-decor')).toEqual({
      url_name: 'home-decor',
      name: 'Home decor',
      kind: 'category',
    });
    for (const pin of plan.pins.filter((p) => p.category)) {
      const tags = demo.pinInterests.get(pin.key) ?? [];
      expect(tags.some((t) => byUrl.get(t)?.kind === 'category')).toBe(true);
    }
  });

  it('every pin has a topic, and every topic has at least two pins (a real grid)', () => {
    const counts = new Map<string, number>();
    for (const pin of plan.pins) {
      const topics = (demo.pinInterests.get(pin.key) ?? []).filter(
        (t) => byUrl.get(t)?.kind === 'topic',
      );
      expect(topics.length, pin.key).toBeGreaterThan(0);
      for (const t of topics) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    for (const interest of demo.interests.filter((i) => i.kind === 'topic')) {
      expect(counts.get(interest.url_name) ?? 0, interest.url_name).toBeGreaterThanOrEqual(2);
    }
  });

  it('url names are unique slugs', () => {
    expect(new Set(demo.interests.map((i) => i.url_name)).size).toBe(demo.interests.length);
    for (const i of demo.interests) expect(i.url_name).toMatch(/^[a-z0-9-]+$/);
  });

  it('the demo user follows a few topics, and the plan is the same every time', () => {
    expect(demo.follows.length).toBeGreaterThanOrEqual(2);
    for (const f of demo.follows) expect(byUrl.get(f.url_name)?.kind).toBe('topic');
    expect(buildDemoInterests(buildDemoPlan())).toEqual(demo);
  });

  it('video and shopping pins exist in some category (the /videos/ and /shopping/ hubs)', () => {
    const kinds = new Set(plan.pins.filter((p) => p.category).map((p) => p.kind));
    expect(DEMO_PIN_KINDS.filter((k) => kinds.has(k))).toEqual(
      expect.arrayContaining(['video', 'product']),
    );
  });
});
