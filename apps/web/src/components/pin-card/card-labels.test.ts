// The card's labels and the "Download image" choice (from @corkboard/domain).
import { describe, expect, it } from 'vitest';
import {
  largestImageUrl,
  pageCountLabel,
  smallestImageUrl,
  videoDuration,
} from '@corkboard/domain';
import { downloadUrl } from './MorePopover';

describe('largestImageUrl ("Download image")', () => {
  it.each([
    ['/a/236.jpg 236w, /a/736.jpg 736w, /a/orig.jpg 1200w', '/a/orig.jpg'],
    ['/a/736.jpg 736w, /a/236.jpg 236w', '/a/736.jpg'],
    ['/a/1x.jpg 1x, /a/2x.jpg 2x', '/a/2x.jpg'],
    ['', '/a/src.jpg'],
  ])('%j gives %s', (srcSet, url) => {
    expect(largestImageUrl({ url: '/a/src.jpg', srcSet })).toBe(url);
  });

  it.each([
    ['/a/736.jpg 736w, /a/236.jpg 236w, /a/orig.jpg 1200w', '/a/236.jpg'],
    ['/a/1x.jpg 1x, /a/2x.jpg 2x', '/a/1x.jpg'],
    ['', '/a/src.jpg'],
  ])('a toast thumbnail takes the smallest of %j: %s', (srcSet, url) => {
    expect(smallestImageUrl({ url: '/a/src.jpg', srcSet })).toBe(url);
  });

  it('a deleted idea pin has nothing to download', () => {
    const media = {
      type: 'storyUnavailable',
      title: 'Unavailable',
      body: 'Removed by the creator',
      width: 236,
      height: 420,
      dominantColor: '#333',
    } as const;
    expect(downloadUrl(media)).toBeNull();
  });
});

describe('labels', () => {
  it.each([
    [0, '0:00'],
    [9_400, '0:09'],
    [75_000, '1:15'],
    [3_600_000, '60:00'],
  ])('a %i ms video reads %s', (ms, text) => {
    expect(videoDuration(ms)).toBe(text);
  });

  it('page counts', () => {
    expect(pageCountLabel(1)).toBe('1 page');
    expect(pageCountLabel(6)).toBe('6 pages');
  });
});
