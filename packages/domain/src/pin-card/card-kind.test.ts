import { describe, expect, it } from 'vitest';
import { cardKind } from './card-kind';
import type { CardContext, CardPinInput } from './card-model';
import { context, pin } from './test-fixtures';

const video = { is_video: true };
const gif = { embed: { type: 'gif' as const, src: '/a.gif', width: 1, height: 1 } };
const product = { rich_summary: { type_name: 'product' } };
const recipe = { rich_summary: { type_name: 'recipe' } };
const story = { story_pin_data: { id: 's', page_count: 2, is_deleted: false } };

describe('cardKind', () => {
  it.each<[string, Partial<CardPinInput>, Partial<CardContext>, string]>([
    [
      '"derived in this order: oneTap, ..." (oneTap beats video)',
      video,
      { oneTap: true },
      'oneTap',
    ],
    ['"... video, gif ..." (video beats gif)', { ...video, ...gif }, {}, 'video'],
    ['"... gif, product ..." (gif beats product)', { ...gif, ...product }, {}, 'gif'],
    [
      '"... product, recipe ..." (product beats recipe)',
      { ...product, rich_metadata: { type_name: 'recipe' } },
      {},
      'product',
    ],
    ['"... recipe, storyPin ..." (recipe beats story)', { ...recipe, ...story }, {}, 'recipe'],
    ['"... storyPin, image"', story, {}, 'storyPin'],
    ['"... image" when nothing else applies', {}, {}, 'image'],
    ['a product by shopping flag 6', { shopping_flags: [6] }, {}, 'product'],
  ])('%s', (_sentence, pinFields, ctxFields, expected) => {
    expect(cardKind(pin(pinFields), context(ctxFields))).toBe(expected);
  });
});
