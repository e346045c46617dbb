import { describe, expect, it } from 'vitest';
import { EMPTY_PIN_DRAFT } from '@corkboard/domain';
import { pinCreateOptions, pinUpdateOptions } from './pin-options';

const draft = {
  title: '  Tomato soup ',
  description: 'Quick.',
  link: ' https://example.com/soup ',
  altText: '',
};

describe('PinResource create options (docs/API.md §3)', () => {
  it.each<[string, Parameters<typeof pinCreateOptions>, Record<string, unknown>]>([
    [
      'an upload to a board section, texts trimmed, empty ones left out',
      [draft, { uploadId: '41' }, { boardId: '7', sectionId: '9' }],
      {
        upload_id: '41',
        title: 'Tomato soup',
        description: 'Quick.',
        link: 'https://example.com/soup',
        board_id: '7',
        section: '9',
      },
    ],
    [
      'an image address to the profile: no board_id',
      [
        EMPTY_PIN_DRAFT,
        { imageUrl: 'https://example.com/a.png' },
        { boardId: null, sectionId: null },
      ],
      { image_url: 'https://example.com/a.png' },
    ],
    [
      'a section without a board is not sent',
      [EMPTY_PIN_DRAFT, { uploadId: '1' }, { boardId: null, sectionId: '9' }],
      { upload_id: '1' },
    ],
  ])('%s', (_case, args, options) => {
    expect(pinCreateOptions(...args)).toEqual(options);
  });
});

describe('PinResource update options', () => {
  it('sends every field; an emptied link or alt text clears it (null)', () => {
    expect(pinUpdateOptions('5', draft, { boardId: '7', sectionId: null })).toEqual({
      id: '5',
      title: 'Tomato soup',
      description: 'Quick.',
      link: 'https://example.com/soup',
      alt_text: null,
      board_id: '7',
      section: null,
    });
  });

  it('without a board choice the pin stays on its board', () => {
    expect(pinUpdateOptions('5', EMPTY_PIN_DRAFT, { boardId: null, sectionId: null })).toEqual({
      id: '5',
      title: '',
      description: '',
      link: null,
      alt_text: null,
      section: null,
    });
  });
});
