import { describe, expect, it } from 'vitest';
import {
  EXPERIMENTS,
  EXPERIMENT_NAMES,
  EXPERIMENT_WEIGHTS,
  assignAll,
  assignExperimentGroup,
  hash32,
  parseExperimentOverrides,
} from './experiments';

describe('registry', () => {
  it.each([
    [
      '000 §4, req 000-4.13: "The footer is hidden by default for signed-in users under an experiment."',
      'signed_in_footer_hidden',
      ['control', 'enabled'],
    ],
    [
      '000 §4, req 000-4.01: "a quick-save button under an experiment"',
      'quick_save_button',
      ['control', 'enabled'],
    ],
    [
      '000 §5, req 000-5.05: "Experiment groups exist for shopping indicators (for example enabled_homefeed and enabled_related_pins)."',
      'shopping_indicators',
      ['control', 'enabled_homefeed', 'enabled_related_pins'],
    ],
    [
      '002 §6, req 002-6.05: "depends on has_quicksave_board and the experiment profile_saves_for_all"',
      'profile_saves_for_all',
      ['control', 'enabled'],
    ],
    [
      '000 §6, req 000-6.04: "no reactions in some experiments"',
      'hide_reactions',
      ['control', 'enabled'],
    ],
    [
      '000 §5, req 000-5.12: "Title in the newer style"',
      'newer_style_title',
      ['control', 'enabled'],
    ],
    [
      '001 §4, req 001-4.25: "Inference of the preference uses different experiment configurations for signed-in and signed-out visitors." (signed in)',
      'dark_mode_signed_in',
      ['control', 'enabled'],
    ],
    ['001 §4, req 001-4.25: (signed out)', 'dark_mode_signed_out', ['control', 'enabled']],
  ] as const)('%s', (_sentence, name, groups) => {
    expect(EXPERIMENTS[name].groups).toEqual(groups);
  });

  it.each(EXPERIMENT_NAMES)(
    '%s: default group is a group, weights cover exactly the groups',
    (name) => {
      const def = EXPERIMENTS[name];
      expect(def.groups as readonly string[]).toContain(def.defaultGroup);
      expect(Object.keys(EXPERIMENT_WEIGHTS[name]).sort()).toEqual([...def.groups].sort());
    },
  );

  it.each([
    ['dark_mode_signed_in', 'control'],
    ['dark_mode_signed_out', 'enabled'],
  ] as const)(
    '001 §4, req 001-4.25: "different experiment configurations for signed-in and signed-out visitors": %s gives everyone %s',
    (name, group) => {
      expect(assignExperimentGroup(name, null)).toBe(group);
      for (let i = 0; i < 200; i += 1) expect(assignExperimentGroup(name, `user:${i}`)).toBe(group);
    },
  );

  it('000 §4, req 000-4.13: "hidden by default": the footer experiment defaults to enabled', () => {
    expect(assignExperimentGroup('signed_in_footer_hidden', null)).toBe('enabled');
    expect(assignExperimentGroup('signed_in_footer_hidden', 'user:1')).toBe('enabled');
  });
});

describe('assignExperimentGroup', () => {
  it('is deterministic per viewer', () => {
    for (let i = 0; i < 200; i += 1) {
      const key = `user:${i}`;
      expect(assignExperimentGroup('quick_save_button', key)).toBe(
        assignExperimentGroup('quick_save_button', key),
      );
    }
  });

  it('hash32 is FNV-1a based and stable across runs', () => {
    expect(hash32('quick_save_button:user:1')).toBe(hash32('quick_save_button:user:1'));
    expect(hash32('a')).not.toBe(hash32('b'));
    expect(Number.isInteger(hash32('é'))).toBe(true);
    expect(hash32('é')).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['quick_save_button', { control: 0.5, enabled: 0.5 }],
    ['shopping_indicators', { control: 0.5, enabled_homefeed: 0.25, enabled_related_pins: 0.25 }],
    ['hide_reactions', { control: 0.9, enabled: 0.1 }],
  ] as const)('%s: the distribution over 10k keys roughly follows the weights', (name, shares) => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i += 1) {
      const group = assignExperimentGroup(name, `user:${i}`);
      counts[group] = (counts[group] ?? 0) + 1;
    }
    for (const [group, share] of Object.entries(shares)) {
      expect(Math.abs((counts[group] ?? 0) / 10_000 - share), group).toBeLessThan(0.03);
    }
  });

  it('experiments are independent of each other for the same viewer', () => {
    let same = 0;
    for (let i = 0; i < 2000; i += 1) {
      const a = assignExperimentGroup('quick_save_button', `user:${i}`);
      const b = assignExperimentGroup('newer_style_title', `user:${i}`);
      if (a === b) same += 1;
    }
    expect(same / 2000).toBeGreaterThan(0.4);
    expect(same / 2000).toBeLessThan(0.6);
  });

  it('a zero-weight group is never assigned without an override', () => {
    for (let i = 0; i < 1000; i += 1) {
      expect(assignExperimentGroup('signed_in_footer_hidden', `visitor:${i}`)).toBe('enabled');
    }
  });

  it('overrides win', () => {
    expect(
      assignExperimentGroup('signed_in_footer_hidden', 'user:1', {
        signed_in_footer_hidden: 'control',
      }),
    ).toBe('control');
    expect(assignExperimentGroup('hide_reactions', null, { hide_reactions: 'enabled' })).toBe(
      'enabled',
    );
  });

  it('assignAll gives every experiment a group, overrides included', () => {
    const all = assignAll('user:1', { quick_save_button: 'enabled' });
    expect(Object.keys(all).sort()).toEqual([...EXPERIMENT_NAMES].sort());
    expect(all.quick_save_button).toBe('enabled');
    for (const name of EXPERIMENT_NAMES) {
      expect(EXPERIMENTS[name].groups as readonly string[]).toContain(all[name]);
    }
  });
});

describe('parseExperimentOverrides', () => {
  it.each([
    ['empty text', '', {}],
    ['missing text', undefined, {}],
    ['one entry', 'signed_in_footer_hidden:enabled', { signed_in_footer_hidden: 'enabled' }],
    [
      'several, with spaces and a trailing comma',
      ' quick_save_button : control , shopping_indicators:enabled_homefeed, ',
      { quick_save_button: 'control', shopping_indicators: 'enabled_homefeed' },
    ],
  ])('%s', (_why, text, overrides) => {
    expect(parseExperimentOverrides(text)).toEqual({ ok: true, overrides });
  });

  it.each([
    [
      'an unknown experiment',
      'signed_in_footer_hidden:enabled,foo:bar',
      /unknown experiment "foo"/,
    ],
    [
      'an unknown group',
      'quick_save_button:maybe',
      /experiment "quick_save_button" has no group "maybe"/,
    ],
    ['no group', 'quick_save_button', /"quick_save_button" is not of the form experiment:group/],
    ['too many parts', 'a:b:c', /"a:b:c" is not of the form/],
    [
      'a repeated experiment',
      'hide_reactions:enabled,hide_reactions:control',
      /set more than once/,
    ],
  ])('reports %s', (_why, text, message) => {
    const result = parseExperimentOverrides(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(message);
  });

  it('reports every error, not just the first', () => {
    const result = parseExperimentOverrides('foo:bar,quick_save_button:nope');
    expect(result.ok ? [] : result.errors).toHaveLength(2);
  });
});
