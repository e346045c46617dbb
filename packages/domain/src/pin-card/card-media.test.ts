import { describe, expect, it } from 'vitest';
import { cardMedia, mediaAspect, videoSource } from './card-media';
import type { CardMedia, CardPinInput } from './card-model';
import { context, pin, variants } from './test-fixtures';

const slot = (id: string, w = 600, h = 600) => ({
  id,
  title: `Slot ${id}`,
  details: 'Details',
  link: null,
  images: variants(w, h, id),
});
const item = (id: string, link: string | null = null) => ({
  pin_id: null,
  link,
  images: variants(400, 400, id),
});

function media(fields: Partial<CardPinInput>, isBot = false): CardMedia {
  const ctx = context();
  return cardMedia(pin(fields), { ...ctx, viewer: { ...ctx.viewer, isBot } });
}

describe('cardMedia', () => {
  it('an image pin shows its image with alt text and dominant colour', () => {
    const m = media({ alt_text: 'A dress on a chair' });
    expect(m).toMatchObject({
      type: 'image',
      image: { url: '/i/736x/img.jpg', alt: 'A dress on a chair', dominantColor: '#a0b0c0' },
    });
  });

  it('"alt text = alt_text, then auto_alt_text, then title"', () => {
    expect(media({ auto_alt_text: 'Auto' })).toMatchObject({ image: { alt: 'Auto' } });
    expect(media({})).toMatchObject({ image: { alt: 'Linen summer dress' } });
  });

  it('a video: poster from the image, src 720p, duration, promoted flag', () => {
    const videos = {
      duration: 12_500,
      video_list: {
        V_HLSV4: { url: '/v.m3u8', width: 720, height: 1280, thumbnail: '' },
        V_720P: { url: '/v.mp4', width: 720, height: 1280, thumbnail: '' },
      },
    };
    expect(media({ is_video: true, videos, is_promoted: true })).toMatchObject({
      type: 'video',
      poster: { url: '/i/736x/img.jpg' },
      src: '/v.mp4',
      durationMs: 12_500,
      promoted: true,
    });
  });

  it('video source: "720p, HLS v4, HLS mobile" in that order', () => {
    const list = (keys: string[]) => ({
      videos: {
        duration: 1,
        video_list: Object.fromEntries(
          keys.map((k) => [k, { url: `/${k}`, width: 1, height: 1, thumbnail: '' }]),
        ),
      },
      embed: null,
    });
    expect(videoSource(list(['V_HLSV3_MOBILE', 'V_HLSV4']))).toBe('/V_HLSV4');
    expect(videoSource(list(['V_HLSV3_MOBILE']))).toBe('/V_HLSV3_MOBILE');
    expect(videoSource(list([]))).toBeNull();
  });

  it('a gif keeps its embed src (none when empty)', () => {
    expect(media({ embed: { type: 'gif', src: '/a.gif', width: 1, height: 1 } })).toMatchObject({
      type: 'gif',
      src: '/a.gif',
    });
    expect(media({ embed: { type: 'gif', src: '', width: 1, height: 1 } })).toMatchObject({
      type: 'gif',
      src: null,
    });
  });

  it('a carousel: slots with their images, startIndex clamped, one item per page', () => {
    const m = media({
      carousel_data: { id: 'c', index: 9, slots: [slot('a'), slot('b'), slot('c')] },
    });
    expect(m.type).toBe('carousel');
    if (m.type !== 'carousel') return;
    expect(m.slots.map((s) => s.image.url)).toEqual([
      '/i/736x/a.jpg',
      '/i/736x/b.jpg',
      '/i/736x/c.jpg',
    ]);
    expect(m.startIndex).toBe(2);
    expect(m.itemsPerPage).toBe(1);
  });

  it('a one-slot carousel is a plain image (decided: nothing to swipe)', () => {
    expect(media({ carousel_data: { id: 'c', index: 0, slots: [slot('a')] } }).type).toBe('image');
  });

  it('"Collage and collection ads: need at least 3 items; only the first 3 are shown."', () => {
    const four = media({
      collection_pin: { item_data: [item('1'), item('2'), item('3'), item('4')] },
    });
    expect(four.type).toBe('collection');
    if (four.type === 'collection')
      expect(four.items.map((i) => i.image.url)).toEqual([
        '/i/236x/1.jpg',
        '/i/236x/2.jpg',
        '/i/236x/3.jpg',
      ]);
    expect(media({ collection_pin: { item_data: [item('1'), item('2')] } }).type).toBe('image');
  });

  it('each item keeps its own http(s) link for the collection-chip click; any other is none', () => {
    const m = media({
      collection_pin: {
        item_data: [
          item('1', 'https://shop.example/a'),
          item('2', 'javascript:alert(1)'),
          item('3', null),
        ],
      },
    });
    expect(m.type === 'collection' && m.items.map((i) => i.link)).toEqual([
      'https://shop.example/a',
      null,
      null,
    ]);
  });

  it('a story pin shows its cover and page count', () => {
    expect(media({ story_pin_data: { id: 's', page_count: 5, is_deleted: false } })).toMatchObject({
      type: 'story',
      pageCount: 5,
      cover: { url: '/i/736x/img.jpg' },
    });
  });

  it('"A deleted story pin shows a placeholder": "Unavailable", "Removed by the creator"', () => {
    expect(media({ story_pin_data: { id: 's', page_count: 5, is_deleted: true } })).toEqual({
      type: 'storyUnavailable',
      title: 'Unavailable',
      body: 'Removed by the creator',
      width: 236,
      height: 354,
      dominantColor: '#a0b0c0',
    });
  });

  it('a bot never gets the original, even as the only size', () => {
    const images = { orig: { url: '/o.jpg', width: 100, height: 100 } };
    expect(media({ images }, true)).toMatchObject({ type: 'image', image: { url: '' } });
  });
});

describe('mediaAspect', () => {
  it.each<[string, Partial<CardPinInput>, number]>([
    ['"the 236x variant\'s ratio for images"', {}, 1.5],
    [
      "a carousel keeps its start slot's box",
      { carousel_data: { id: 'c', index: 1, slots: [slot('a', 600, 600), slot('b', 600, 900)] } },
      1.5,
    ],
    [
      'a collection adds a row of 3 squares',
      { collection_pin: { item_data: [item('1'), item('2'), item('3')] } },
      1.5 + 1 / 3,
    ],
    ['no image: a square', { images: {} }, 1],
  ])('%s', (_sentence, fields, expected) => {
    const p = pin(fields);
    expect(mediaAspect(p, cardMedia(p, context()))).toBeCloseTo(expected, 6);
  });
});
