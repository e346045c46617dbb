import { describe, expect, it } from 'vitest';
import {
  IMAGE_ASPECT_MAX,
  IMAGE_SIZE_NAMES,
  imageSizePreference,
  isAcceptedImageAspect,
  isImageSizeName,
  pickImage,
  sizeDimensions,
  visibleImageSizes,
} from './images';

describe('image sizes', () => {
  it('000 §3, req 000-3.03: "Image sizes are 60x60, 136x136, 170x, 236x, 474x, 564x, 600x315, 736x and orig."', () => {
    expect(IMAGE_SIZE_NAMES).toEqual([
      '60x60',
      '136x136',
      '170x',
      '236x',
      '474x',
      '564x',
      '600x315',
      '736x',
      'orig',
    ]);
    expect(isImageSizeName('474x')).toBe(true);
    expect(isImageSizeName('1200x')).toBe(false);
  });

  it.each([
    ['cover sizes are exact', '60x60', { width: 1000, height: 500 }, { width: 60, height: 60 }],
    [
      'width sizes keep the ratio',
      '236x',
      { width: 1000, height: 500 },
      { width: 236, height: 118 },
    ],
    ['width sizes never enlarge', '736x', { width: 300, height: 600 }, { width: 300, height: 600 }],
    ['orig is the original', 'orig', { width: 4000, height: 3000 }, { width: 4000, height: 3000 }],
  ] as const)('%s', (_why, size, original, expected) => {
    expect(sizeDimensions(size, original)).toEqual(expected);
  });
});

describe('imageSizePreference', () => {
  it.each([
    ['"Image size preference: 736x"', {}, ['736x', '564x', '474x', '236x', 'orig']],
    ['"then 474x ... when asked"', { preferred: '474x' }, ['474x', '564x', '736x', '236x', 'orig']],
    ['"then ... 236x when asked"', { preferred: '236x' }, ['236x', '474x', '564x', '736x', 'orig']],
    [
      '"The original is excluded on request"',
      { excludeOrig: true },
      ['736x', '564x', '474x', '236x'],
    ],
    ['"and always for bots and social bots"', { isBot: true }, ['736x', '564x', '474x', '236x']],
    [
      '"and always for bots" (with a preference)',
      { isBot: true, preferred: '236x' },
      ['236x', '474x', '564x', '736x'],
    ],
  ] as const)('%s', (_sentence, options, expected) => {
    expect(imageSizePreference({ isBot: false, ...options })).toEqual(expected);
  });

  it.each([
    [
      'picks the preferred size',
      { '736x': 'big', '236x': 'small' },
      false,
      { size: '736x', image: 'big' },
    ],
    [
      'falls back to what the pin has',
      { '236x': 'small' },
      false,
      { size: '236x', image: 'small' },
    ],
    ['only the original: people get it', { orig: 'o' }, false, { size: 'orig', image: 'o' }],
    ['only the original: bots get nothing', { orig: 'o' }, true, null],
    ['no images', undefined, false, null],
  ] as const)('pickImage %s', (_why, images, isBot, expected) => {
    expect(pickImage(images, { isBot })).toEqual(expected);
  });
});

describe('visibleImageSizes', () => {
  it.each([
    ['people see every size', false, IMAGE_SIZE_NAMES],
    [
      'docs/API.md §2 "`orig` is left out for crawlers"',
      true,
      IMAGE_SIZE_NAMES.filter((s) => s !== 'orig'),
    ],
  ])('%s', (_sentence, isBot, expected) => {
    expect(visibleImageSizes(isBot)).toEqual(expected);
  });
});

describe('isAcceptedImageAspect: "the long side is at most 20 times the short side" (ours)', () => {
  it.each([
    ['a square', 1, 1, true],
    ['a tall infographic (1:10)', 600, 6000, true],
    ['exactly 1:20 tall', 1, 20, true],
    ['exactly 20:1 wide', 4000, 200, true],
    ['just past 1:20', 100, 2001, false],
    ['the reported 1 x 60,000 strip', 1, 60_000, false],
    ['a 60,000 x 1 line', 60_000, 1, false],
    ['no pixels', 0, 10, false],
  ])('%s (%i x %i)', (_case, width, height, expected) => {
    expect(IMAGE_ASPECT_MAX).toBe(20);
    expect(isAcceptedImageAspect(width, height)).toBe(expected);
  });
});
