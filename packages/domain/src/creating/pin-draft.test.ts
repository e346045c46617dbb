import { describe, expect, it } from 'vitest';
import {
  applyLinkPreview,
  checkPinText,
  EMPTY_PIN_DRAFT,
  isPinLink,
  pinDraftValid,
  PREVIEW_IMAGES_MAX,
  previewCandidates,
  type LinkPreviewFacts,
  type PinDraft,
} from './pin-draft';

describe('field limits (decided: title 100; spec 002 §5, req 002-5.12: "board pin description max 500"; alt text 500)', () => {
  it.each<[string, Parameters<typeof checkPinText>, ReturnType<typeof checkPinText>]>([
    ['a title at the limit', ['title', 'a'.repeat(100)], { length: 100, max: 100, tooLong: false }],
    ['a title over it', ['title', 'a'.repeat(101)], { length: 101, max: 100, tooLong: true }],
    [
      'a title is counted trimmed, as the server trims it',
      ['title', `  ${'a'.repeat(100)}  `],
      { length: 100, max: 100, tooLong: false },
    ],
    [
      'a description of 500',
      ['description', 'd'.repeat(500)],
      { length: 500, max: 500, tooLong: false },
    ],
    ['alt text of 501', ['altText', 'x'.repeat(501)], { length: 501, max: 500, tooLong: true }],
  ])('%s', (_case, args, check) => {
    expect(checkPinText(...args)).toEqual(check);
  });
});

describe('002 §5, req 002-5.10: "Links must begin with http or https"', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['https://example.com/recipe', true],
    ['HTTP://EXAMPLE.COM', true],
    ['  https://example.com  ', true],
    ['example.com', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com/file', false],
    ['https://', false],
  ])('%j: %s', (link, ok) => {
    expect(isPinLink(link)).toBe(ok);
  });

  it('a draft with a bad link or an over-long field may not be sent', () => {
    expect(pinDraftValid(EMPTY_PIN_DRAFT)).toBe(true);
    expect(pinDraftValid({ ...EMPTY_PIN_DRAFT, link: 'example.com' })).toBe(false);
    expect(pinDraftValid({ ...EMPTY_PIN_DRAFT, description: 'd'.repeat(501) })).toBe(false);
  });
});

const page: LinkPreviewFacts = {
  kind: 'page',
  url: 'https://example.com/soup',
  domain: 'example.com',
  title: 'Tomato soup',
  description: 'A quick soup.',
  images: [{ url: 'https://example.com/og.jpg', width: 1200, height: 630 }],
};

describe('a link preview fills the fields the person has not typed', () => {
  it.each<[string, PinDraft, PinDraft, PinDraft]>([
    [
      'empty fields are filled; link = the preview url',
      EMPTY_PIN_DRAFT,
      EMPTY_PIN_DRAFT,
      {
        title: 'Tomato soup',
        description: 'A quick soup.',
        link: 'https://example.com/soup',
        altText: '',
      },
    ],
    [
      'typed text stays',
      { ...EMPTY_PIN_DRAFT, title: 'My soup' },
      EMPTY_PIN_DRAFT,
      {
        title: 'My soup',
        description: 'A quick soup.',
        link: 'https://example.com/soup',
        altText: '',
      },
    ],
    [
      'what an earlier preview filled is replaced',
      { ...EMPTY_PIN_DRAFT, title: 'Old page', description: 'typed' },
      { ...EMPTY_PIN_DRAFT, title: 'Old page', description: 'Old text' },
      {
        title: 'Tomato soup',
        description: 'typed',
        link: 'https://example.com/soup',
        altText: '',
      },
    ],
  ])('%s', (_case, draft, prefilled, expected) => {
    expect(applyLinkPreview(draft, prefilled, page).draft).toEqual(expected);
  });

  it('remembers what it filled', () => {
    const { prefilled } = applyLinkPreview(
      { ...EMPTY_PIN_DRAFT, title: 'Mine' },
      EMPTY_PIN_DRAFT,
      page,
    );
    expect(prefilled).toEqual({ ...EMPTY_PIN_DRAFT, description: 'A quick soup.', link: page.url });
  });

  it('an image preview has no text to offer', () => {
    const image: LinkPreviewFacts = { ...page, kind: 'image', url: 'https://example.com/a.png' };
    expect(applyLinkPreview(EMPTY_PIN_DRAFT, EMPTY_PIN_DRAFT, image).draft).toEqual(
      EMPTY_PIN_DRAFT,
    );
  });

  it('a long page title is cut to the title limit', () => {
    const long = { ...page, title: 't'.repeat(300) };
    expect(applyLinkPreview(EMPTY_PIN_DRAFT, EMPTY_PIN_DRAFT, long).draft.title).toHaveLength(100);
  });
});

describe('the images a page offers', () => {
  it('keeps the order (og:image first), drops repeats and non-web URLs', () => {
    const images = [
      { url: 'https://example.com/og.jpg' },
      { url: 'data:image/png;base64,AAAA' },
      { url: 'https://example.com/b.jpg' },
      { url: 'https://example.com/og.jpg' },
    ];
    expect(previewCandidates({ ...page, images }).map((i) => i.url)).toEqual([
      'https://example.com/og.jpg',
      'https://example.com/b.jpg',
    ]);
  });

  it(`offers at most ${PREVIEW_IMAGES_MAX}`, () => {
    const images = Array.from({ length: 30 }, (_, i) => ({ url: `https://example.com/${i}.jpg` }));
    expect(previewCandidates({ ...page, images })).toHaveLength(PREVIEW_IMAGES_MAX);
  });
});
