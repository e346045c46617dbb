// The template filler of the demo's copy, and text helpers for titles and links.
import type { Rng } from './demo-random';
import { WORDS } from './demo-word-lists';

export { WORDS } from './demo-word-lists';

/** Replaces every `{list}` by a word from that list. Unknown names are a programming error. */
export function fill(template: string, rng: Rng): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const list = WORDS[name];
    if (!list) throw new Error(`unknown word list {${name}}`);
    return rng.pick(list);
  });
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A URL path segment: lowercase ASCII words joined by hyphens, at most 60 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: é -> e
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
