import { describe, expect, it } from 'vitest';
import { assignAll } from './experiments';
import { THEME_BACKGROUND, themeFor } from './theme';

const on = { dark_mode: true };
const off = { dark_mode: false };

describe('themeFor', () => {
  it.each([
    // Req 001-4.24: "Stored as a flag": the signed-in viewer's flag wins over any inference.
    ['the flag on, signed-in inference in control', on, { dark_mode_signed_in: 'control' }, 'dark'],
    [
      'the flag on, signed-in inference following the system',
      on,
      { dark_mode_signed_in: 'enabled' },
      'dark',
    ],
    [
      'the flag off, signed-in inference in control',
      off,
      { dark_mode_signed_in: 'control' },
      'light',
    ],
    // Req 001-4.25: "different experiment configurations for signed-in and signed-out visitors".
    [
      'the flag off, signed-in inference following the system',
      off,
      { dark_mode_signed_in: 'enabled' },
      'system',
    ],
    [
      'the flag off: the signed-out experiment is not read',
      off,
      { dark_mode_signed_out: 'enabled', dark_mode_signed_in: 'control' },
      'light',
    ],
    ['signed out, following the system', null, { dark_mode_signed_out: 'enabled' }, 'system'],
    ['signed out, in control', null, { dark_mode_signed_out: 'control' }, 'light'],
    [
      'signed out: the signed-in experiment is not read',
      null,
      { dark_mode_signed_in: 'control', dark_mode_signed_out: 'enabled' },
      'system',
    ],
    // No assignment at all (a render without experiments): the registry's default groups.
    ['signed out, no assignment', null, {}, 'system'],
    ['signed in with the flag off, no assignment', off, {}, 'light'],
  ] as const)('%s: %s', (_why, viewer, experiments, theme) => {
    expect(themeFor(viewer, experiments)).toBe(theme);
  });

  it("req 001-4.25 with the registry's own weights: visitors follow the system, signed-in people their flag", () => {
    for (const key of ['user:1', 'user:2', 'visitor-token', null]) {
      const experiments = assignAll(key);
      expect(themeFor(null, experiments)).toBe('system');
      expect(themeFor(off, experiments)).toBe('light');
      expect(themeFor(on, experiments)).toBe('dark');
    }
  });

  it('spec 001 §9, req 001-9.07: "Dark background colour #111111"', () => {
    expect(THEME_BACKGROUND.dark).toBe('#111111');
  });
});
