import { describe, expect, it } from 'vitest';
import {
  CLIENT_EVENT,
  clientEventName,
  isAnalyticsEvent,
  isClientEventCode,
} from './client-events';

describe("isClientEventCode: the spec's codes and the product's metrics, nothing else", () => {
  it.each<[string, number, boolean]>([
    ['spec 001 §7: 4503 viewed', 4503, true],
    ['spec 001 §7: 6567 completed', 6567, true],
    ['spec 001 §7: 6568 dismissed', 6568, true],
    ['spec 001 §7: 101, a callout with components and elements', 101, true],
    ['spec 000 §7: 700-703', 702, true],
    ['spec 000 §7: 14538-14540', 14540, true],
    ['spec 000 §7: 14581', 14581, true],
    ['the offsite check metric', CLIENT_EVENT.offsiteCheckError, true],
    ['the empty-href metric', CLIENT_EVENT.emptyHref, true],
    ['a code the spec does not name', 704, false],
    ['zero', 0, false],
    ['negative', -4503, false],
  ])('%s', (_rule, code, expected) => {
    expect(isClientEventCode(code)).toBe(expected);
  });

  it('no code means two things', () => {
    const codes = Object.values(CLIENT_EVENT);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names the named codes and numbers the rest', () => {
    expect(clientEventName(4503)).toBe('experienceViewed');
    expect(clientEventName(700)).toBe('code 700');
  });
});

describe('isAnalyticsEvent: what needs analytics consent (issue 16)', () => {
  it.each<[string, number, boolean]>([
    ['an experience seen is analytics', CLIENT_EVENT.experienceViewed, true],
    ['a callout action is analytics', CLIENT_EVENT.calloutAction, true],
    ['a pin card event of spec 000 §7 is analytics', 700, true],
    ['the offsite check metric is analytics', CLIENT_EVENT.offsiteCheckError, true],
    ['a survey answer is sent on purpose, not analytics', CLIENT_EVENT.surveyAnswer, false],
  ])('%s', (_rule, code, expected) => {
    expect(isAnalyticsEvent(code)).toBe(expected);
  });
});
