import { describe, expect, it } from 'vitest';
import { debugRows, tagChips } from './card-extras';
import type { CardContext } from './card-model';
import { context, pin, signedOut } from './test-fixtures';

describe('tagChips', () => {
  it('chips from aggregated_pin_data.pin_tags_chips, safe links only, each name once', () => {
    const p = pin({
      aggregated_pin_data: {
        pin_tags_chips: [
          { name: ' Linen  dresses ', url: '/topics/linen-dresses/' },
          { name: 'linen dresses', url: '/topics/other/' },
          { name: 'Bad', url: 'javascript:alert(1)' },
          { name: 'Protocol-relative', url: '//evil.example/' },
          { name: 'Summer', url: 'https://example.com/summer' },
          { name: '', url: '/x/' },
        ],
      },
    });
    expect(tagChips(p)).toEqual([
      { name: 'Linen dresses', href: '/topics/linen-dresses/' },
      { name: 'Summer', href: 'https://example.com/summer' },
    ]);
  });

  it('no aggregated data: no chips', () => {
    expect(tagChips(pin())).toEqual([]);
  });
});

describe('debugRows', () => {
  const facts = { kind: 'image', media: 'image', feedbackType: 'default' } as const;
  const employee = (params: string[]): CardContext => {
    const ctx = context({ queryParamNames: params });
    return { ...ctx, viewer: { ...ctx.viewer, isEmployee: true } };
  };
  it.each<[string, CardContext, boolean]>([
    ['"Employee ... with a deb_ URL parameter: sees debug data"', employee(['deb_card']), true],
    ['an employee without a deb_ parameter does not', employee(['q']), false],
    [
      '"internal-network user with a deb_ URL parameter"',
      (() => {
        const c = signedOut({ queryParamNames: ['deb_x'] });
        return { ...c, viewer: { ...c.viewer, isInternalNetwork: true } };
      })(),
      true,
    ],
    ['anyone else with deb_ does not', context({ queryParamNames: ['deb_x'] }), false],
  ])('%s', (_sentence, ctx, expected) => {
    expect(debugRows(pin(), ctx, facts) !== null).toBe(expected);
  });

  it('rows: id, kind, media, feedback type, surface, view parameter, colour, signature, promoted, flags', () => {
    const rows = debugRows(
      pin({ image_signature: 'abc123', shopping_flags: [1, 6] }),
      employee(['deb_']),
      facts,
    );
    expect(rows?.map((r) => r.value)).toEqual([
      '101',
      'image',
      'image',
      'default',
      'AuthHomefeed',
      '(none)',
      '#a0b0c0',
      'abc123',
      'no',
      '1, 6',
    ]);
  });
});
