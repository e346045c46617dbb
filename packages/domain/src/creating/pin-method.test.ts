import { describe, expect, it } from 'vitest';
import { pinMethod } from './pin-method';

describe('spec 002 §7, req 002-7.20: "the method becomes button_external when it is \'button\' and no guid is given"', () => {
  it.each([
    ['button', undefined, 'button_external'],
    ['button', '', 'button_external'],
    ['button', 'abc-123', 'button'],
    ['bookmarklet', undefined, 'bookmarklet'],
    [undefined, undefined, 'uploaded'],
    ['', 'abc', 'uploaded'],
  ] as const)('method %j with guid %j records %j', (method, guid, expected) => {
    expect(pinMethod(method, guid)).toBe(expected);
  });
});
