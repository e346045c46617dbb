// The demo's copy templates: every placeholder names a word list, and filled text stays short.
import { describe, expect, it } from 'vitest';
import { AD_COPY, COLLECTION_COPY } from '../../src/cli/demo/demo-ads';
import { ALT_TEXT, AUTO_ALT_TEXT } from '../../src/cli/demo/demo-captions';
import { Rng } from '../../src/cli/demo/demo-random';
import { THEMES } from '../../src/cli/demo/demo-themes';
import { DEMO_SUBJECTS } from '../../src/cli/demo/demo-types';
import { fill, slugify } from '../../src/cli/demo/demo-words';

describe('demo copy', () => {
  it('fills every template of every theme without unknown word lists', () => {
    const rng = new Rng(3);
    for (const [id, theme] of Object.entries(THEMES)) {
      const templates = [
        ...theme.topics.flatMap((t) => t.titles),
        ...theme.leads,
        ...theme.tails,
        ...theme.steps,
        ...theme.details,
      ];
      for (const t of templates) {
        for (let i = 0; i < 5; i++) {
          const text = fill(t, rng);
          expect(text, `${id}: ${t}`).not.toMatch(/[{}]/);
          expect(text.length).toBeLessThanOrEqual(100);
        }
      }
      expect(theme.sites.length).toBeGreaterThan(0);
      for (const site of theme.sites) expect(site.domain.endsWith('.example')).toBe(true);
    }
  });

  it('has alt text for every subject, and ad copy within limits', () => {
    for (const s of DEMO_SUBJECTS) {
      expect(ALT_TEXT[s].length).toBeGreaterThan(0);
      expect(AUTO_ALT_TEXT[s]).toMatch(/^This may contain: /);
    }
    for (const ad of [...AD_COPY, ...COLLECTION_COPY]) {
      expect(ad.title.length).toBeLessThanOrEqual(100);
      expect(ad.description.length).toBeLessThanOrEqual(500);
    }
  });

  it('makes URL slugs of plain lowercase words', () => {
    expect(slugify('A local’s guide to Mexico City!')).toBe('a-locals-guide-to-mexico-city');
    expect(slugify('Café & crème')).toBe('cafe-creme');
    expect(slugify('x'.repeat(80)).length).toBe(60);
  });
});
