import { describe, expect, it } from 'vitest';
import { WHY_THIS_PIN } from '../copy/discovery';
import { whyThisPin, type WhyThisPinInput } from './why-this-pin';

const base: WhyThisPinInput = {
  pinner: { full_name: 'Alice Baker', username: 'alice' },
  board: { name: 'Sourdough' },
};
const kitchen = { name: 'Kitchen' };
const because = (
  reason: string,
  board: { name: string } | null = null,
  topic: string | null = null,
): WhyThisPinInput => ({
  ...base,
  recommendation_reason: { reason, reason_id: '7', board },
  source_interest: topic === null ? null : { name: topic },
});

describe('whyThisPin: every reason the feeds give, in plain words', () => {
  it.each<[string, WhyThisPinInput, string]>([
    [
      'reason followed interest (spec 000 §4, req 000-4.24: "topic")',
      because('followed_interest', null, 'Bread baking'),
      'You follow the topic Bread baking, and this Pin is about it.',
    ],
    [
      'a followed interest without its name',
      because('followed_interest'),
      WHY_THIS_PIN.followedInterestUnnamed,
    ],
    [
      '"by a board": saved to one of your boards, with the shared topic',
      because('saved_to_board', kitchen, 'Sourdough'),
      'You saved Pins about Sourdough to your board Kitchen.',
    ],
    [
      'saved to a board, no topic',
      because('saved_to_board', kitchen),
      'You saved Pins like this one to your board Kitchen.',
    ],
    [
      '"inspired by recent activity"',
      because('recent_activity', null, 'Sourdough'),
      'You recently saved Pins about Sourdough.',
    ],
    ['recent activity, no topic', because('recent_activity'), WHY_THIS_PIN.recentActivity],
    [
      '"from a followed ... board"',
      because('followed_board', kitchen),
      'You follow the board Kitchen, and this Pin was saved to it.',
    ],
    [
      'a followed board named by the pin when the reason has none',
      because('followed_board'),
      'You follow the board Sourdough, and this Pin was saved to it.',
    ],
    [
      '"from a followed profile"',
      because('followed_user'),
      'You follow Alice Baker, who saved this Pin.',
    ],
    [
      'a followed profile without a full name',
      { ...because('followed_user'), pinner: { full_name: ' ', username: 'alice' } },
      'You follow alice, who saved this Pin.',
    ],
    ['popular', because('popular'), WHY_THIS_PIN.popular],
    ['fresh', because('fresh'), WHY_THIS_PIN.fresh],
    ['related to a closeup', because('related_pin'), WHY_THIS_PIN.relatedPin],
    [
      "a board's more ideas",
      because('more_ideas', kitchen),
      'This Pin is about the same topics as the board Kitchen.',
    ],
    ['a topic page', because('interest', null, 'Camping'), 'This Pin is about Camping.'],
    ['no reason at all', base, WHY_THIS_PIN.fallback],
    ['an unknown reason', because('board_similarity'), WHY_THIS_PIN.fallback],
    ['case and spaces do not matter', because('  POPULAR '), WHY_THIS_PIN.popular],
  ])('%s', (_case, pin, expected) => {
    expect(whyThisPin(pin)).toBe(expected);
  });
});
