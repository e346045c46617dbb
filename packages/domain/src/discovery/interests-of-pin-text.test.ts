import { describe, expect, it } from 'vitest';
import {
  interestsOfPinText,
  interestsOfPinTextEdit,
  PIN_TEXT_INTERESTS_MAX,
  type NamedInterest,
  type PinText,
} from './interests-of-pin-text';

const topic = (id: string, name: string): NamedInterest => ({ id, name, kind: 'topic' });
const INTERESTS: NamedInterest[] = [
  topic('1', 'Sourdough'),
  topic('2', 'Art'),
  topic('3', 'Crème brûlée'),
  topic('4', 'Mid-century modern'),
  topic('5', 'Bread'),
  topic('6', 'Sourdough bread'),
  topic('7', "Women's fashion"),
  { id: '8', name: 'Food and drink', kind: 'category' },
  { id: '9', name: 'Travel', kind: 'category' },
];
const text = (title: string, description = '', category: string | null = null): PinText => ({
  title,
  description,
  category,
});

describe('interestsOfPinText: "pins people create are tagged with interests too"', () => {
  it.each<[string, PinText, string[]]>([
    ['a whole word of the title', text('My sourdough starter'), ['1']],
    ['a whole word of the description', text('Weekend', 'Fed the sourdough again'), ['1']],
    ['a whole phrase', text('A mid century modern chair'), ['4']],
    ['case and diacritics do not matter', text('CREME BRULEE for two'), ['3']],
    ['punctuation breaks words', text('Sourdough, at last!'), ['1']],
    ['an apostrophe too', text('Womens fashion', "Spring women's fashion"), ['7']],
    ['never a substring inside a word: "art" is not in "party"', text('Party tarts'), []],
    ['nor a prefix: "art" is not "artist"', text('Artist at work'), []],
    ['nor part of a phrase: "Food" alone is not "Food and drink"', text('Food for drink'), []],
    ['a phrase never runs from the title into the description', text('Mid', 'century modern'), []],
    ['a category by name, like a topic', text('Travel light'), ['9']],
    ['the category code names its category', text('Lunch', '', 'food_drink'), ['8']],
    ['a text that names nothing', text('Untitled', 'just a picture'), []],
    ['no text at all', { title: null, description: null, category: null }, []],
  ])('%s', (_rule, pin, expected) => {
    expect(interestsOfPinText(pin, INTERESTS)).toEqual(expected);
  });

  it('every interest a phrase names: the longer name first at the same word', () => {
    expect(interestsOfPinText(text('Sourdough bread'), INTERESTS)).toEqual(['6', '1', '5']);
  });

  it('the category first, then in the order the text names them, each once', () => {
    const pin = text('Bread and art', 'More art, more sourdough', 'food_drink');
    expect(interestsOfPinText(pin, INTERESTS)).toEqual(['8', '5', '2', '1']);
  });

  it(`at most ${PIN_TEXT_INTERESTS_MAX}, the first the text names`, () => {
    const many = Array.from({ length: 8 }, (_, i) => topic(`t${i}`, `word${i}`));
    const pin = text('word7 word6 word5 word4 word3 word2 word1 word0');
    expect(interestsOfPinText(pin, many)).toEqual(['t7', 't6', 't5', 't4', 't3']);
  });

  it('no interests exist: none', () => {
    expect(interestsOfPinText(text('Sourdough'), [])).toEqual([]);
  });
});

describe('interestsOfPinTextEdit: an edit re-decides what the text names', () => {
  it('tags what the new text names and untags what only the old one named', () => {
    const edit = interestsOfPinTextEdit(text('Sourdough art'), text('Art and bread'), INTERESTS);
    expect(edit).toEqual({ tag: ['2', '5'], untag: ['1'] });
  });

  it('leaves alone interests the old text never named (they came from elsewhere)', () => {
    const edit = interestsOfPinTextEdit(text('Untitled'), text('Still untitled'), INTERESTS);
    expect(edit).toEqual({ tag: [], untag: [] });
  });
});
