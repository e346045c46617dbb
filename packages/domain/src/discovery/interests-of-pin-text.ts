// Which interests a pin someone creates is about (issue 13, "Search and discovery quality": "pins
// people create or save are tagged with interests too, so topic pages grow with the community").
// Saves need nothing here: a save is about what its original is about.
//
// Decided: a pin is about an interest when its title or description names it, as a whole word
// or a whole phrase ("Sourdough", "Food and drink"), compared the way search folds text (case and
// Latin diacritics ignored, punctuation a word break), never inside a word ("art" is not in
// "party") and never across title and description. A pin whose category code is known is about
// that category too. The board's name is not read: it names a collection, not the pin ("Kitchen"
// holds the kettle and the mug), and moving or renaming a board would then retag its pins.

import { searchWords } from '../search/search-query';
import { categoryName, type InterestKind } from './interests';

/**
 * Decided: at most 5 interests from a pin's text. A description that lists many topic names
 * ("#art #travel #food …") should not put one pin on every topic page, and related pins walk one
 * index per interest of the pin, so the cap also bounds that read.
 */
export const PIN_TEXT_INTERESTS_MAX = 5;

export interface PinText {
  title: string | null;
  description: string | null;
  /** The pin's category code ("food_drink"), when it has one. */
  category: string | null;
}

export interface NamedInterest {
  id: string;
  name: string;
  kind: InterestKind;
}

/** Between the words of two fields, so a phrase never runs from the title into the description. */
const FIELD_BREAK = '';

function wordPositions(words: string[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  words.forEach((word, i) => positions.set(word, [...(positions.get(word) ?? []), i]));
  return positions;
}

/** Where the text first names the phrase (word index), or null when it never does. */
function firstMention(
  words: string[],
  positions: Map<string, number[]>,
  phrase: string[],
): number | null {
  const [head] = phrase;
  if (head === undefined) return null;
  for (const start of positions.get(head) ?? []) {
    if (phrase.every((word, k) => words[start + k] === word)) return start;
  }
  return null;
}

/**
 * The ids of the interests the pin is about, at most PIN_TEXT_INTERESTS_MAX: its category first,
 * then in the order the text names them (title before description; at the same word, the longer
 * name first).
 */
export function interestsOfPinText(pin: PinText, interests: readonly NamedInterest[]): string[] {
  const words = [
    ...searchWords(pin.title ?? ''),
    FIELD_BREAK,
    ...searchWords(pin.description ?? ''),
  ];
  const positions = wordPositions(words);
  const category = pin.category ? searchWords(categoryName(pin.category)).join(' ') : null;
  const found: { id: string; at: number; length: number }[] = [];
  for (const interest of interests) {
    const phrase = searchWords(interest.name);
    const isCategory = interest.kind === 'category' && phrase.join(' ') === category;
    const at = isCategory ? -1 : firstMention(words, positions, phrase);
    if (at !== null) found.push({ id: interest.id, at, length: phrase.length });
  }
  found.sort((a, b) => a.at - b.at || b.length - a.length || a.id.localeCompare(b.id));
  return [...new Set(found.map((f) => f.id))].slice(0, PIN_TEXT_INTERESTS_MAX);
}

/**
 * An edit of a pin's text: tag what the new text names, and untag only what the old text named
 * and the new one no longer does. Interests the pin got otherwise (the demo's chips) stay.
 */
export function interestsOfPinTextEdit(
  before: PinText,
  after: PinText,
  interests: readonly NamedInterest[],
): { tag: string[]; untag: string[] } {
  const tag = interestsOfPinText(after, interests);
  const untag = interestsOfPinText(before, interests).filter((id) => !tag.includes(id));
  return { tag, untag };
}
