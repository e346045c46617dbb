import { describe, expect, it } from 'vitest';
import {
  cardImage,
  imageAltText,
  imageSrcSet,
  placeholderImage,
  variantsAspect,
} from './card-image';
import type { CardImageOptions } from './card-image';
import { variants } from './test-fixtures';

const person: CardImageOptions = { isBot: false };
const bot: CardImageOptions = { isBot: true };
const tall = variants(1000, 1500);

describe('cardImage size preference', () => {
  it.each<[string, CardImageOptions, string]>([
    ['"Image size preference: 736x"', person, '/i/736x/img.jpg'],
    ['"then 474x ... when asked"', { ...person, preferredSize: '474x' }, '/i/474x/img.jpg'],
    ['"then ... 236x when asked"', { ...person, preferredSize: '236x' }, '/i/236x/img.jpg'],
  ])('%s', (_sentence, options, url) => {
    expect(cardImage(tall, options, 'alt', '#123456')?.url).toBe(url);
  });

  it('"The original is excluded on request, and always for bots": only orig means no image', () => {
    const onlyOrig = { orig: { url: '/o.jpg', width: 10, height: 10 } };
    expect(cardImage(onlyOrig, person, '', null)?.url).toBe('/o.jpg');
    expect(cardImage(onlyOrig, { ...person, excludeOrig: true }, '', null)).toBeNull();
    expect(cardImage(onlyOrig, bot, '', null)).toBeNull();
  });

  it('skips unusable variants (no url or no size)', () => {
    const images = {
      '736x': { url: '', width: 736, height: 1 },
      '474x': { url: '/a', width: 474, height: 0 },
      '236x': { url: '/b', width: 236, height: 300 },
    };
    expect(cardImage(images, person, '', null)?.url).toBe('/b');
  });

  it('dominant colour placeholder, with a default when the pin has none', () => {
    expect(cardImage(tall, person, '', '#abcdef')?.dominantColor).toBe('#abcdef');
    expect(cardImage(tall, person, '', '')?.dominantColor).toBe('#efefef');
    expect(placeholderImage('x', null)).toMatchObject({ url: '', width: 236, height: 236 });
  });
});

describe('imageSrcSet', () => {
  it.each<[string, CardImageOptions, string]>([
    [
      'people get 236x, 474x, 736x and the original',
      person,
      '/i/236x/img.jpg 236w, /i/474x/img.jpg 474w, /i/736x/img.jpg 736w, /i/originals/img.jpg 1000w',
    ],
    [
      '"always for bots": never the original in a bot\'s srcSet',
      bot,
      '/i/236x/img.jpg 236w, /i/474x/img.jpg 474w, /i/736x/img.jpg 736w',
    ],
    [
      '"excluded on request"',
      { ...person, excludeOrig: true },
      '/i/236x/img.jpg 236w, /i/474x/img.jpg 474w, /i/736x/img.jpg 736w',
    ],
  ])('%s', (_sentence, options, expected) => {
    expect(imageSrcSet(tall, options)).toBe(expected);
  });

  it('each width once when a small original makes sizes equal', () => {
    expect(imageSrcSet(variants(300, 300), person)).toBe(
      '/i/236x/img.jpg 236w, /i/474x/img.jpg 300w',
    );
  });
});

describe('imageAltText', () => {
  it.each([
    ['"alt text = alt_text"', ['A dress', 'auto', 'Title'], 'A dress'],
    ['"then auto_alt_text"', [null, ' auto  text ', 'Title'], 'auto text'],
    ['"then title"', ['', undefined, 'Title'], 'Title'],
    ['nothing gives empty (decorative)', [null, null, ''], ''],
  ] as const)('%s', (_sentence, candidates, expected) => {
    expect(imageAltText(...candidates)).toBe(expected);
  });
});

describe('variantsAspect', () => {
  it('"the 236x variant\'s ratio for images"', () => {
    expect(
      variantsAspect({
        '236x': { url: '/a', width: 236, height: 354 },
        '736x': { url: '/b', width: 736, height: 700 },
      }),
    ).toBe(1.5);
  });
  it('falls back to another variant, then null', () => {
    expect(variantsAspect({ '736x': { url: '/b', width: 700, height: 350 } })).toBe(0.5);
    expect(variantsAspect({})).toBeNull();
  });
});
