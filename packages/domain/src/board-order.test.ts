import { describe, expect, it } from 'vitest';
import { dropTargetBefore, moveBoardBefore } from './board-order';

const ids = ['a', 'b', 'c', 'd'];

describe('custom board order: one move puts a board just before another, or at the end', () => {
  it.each([
    ['d', 'a', ['d', 'a', 'b', 'c']],
    ['a', 'c', ['b', 'a', 'c', 'd']],
    ['b', null, ['a', 'c', 'd', 'b']],
    ['d', null, ['a', 'b', 'c', 'd']],
    ['c', 'c', ['a', 'b', 'c', 'd']],
    ['a', 'zz', ['b', 'c', 'd', 'a']],
  ] as const)('moving %s before %s gives %j', (id, before, expected) => {
    expect(moveBoardBefore(ids, id, before)).toEqual(expected);
  });
});

describe('drag and drop: dropping on a tile takes its place', () => {
  it.each([
    // dragged, dropped on, lands before, resulting order
    ['d', 'b', 'b', ['a', 'd', 'b', 'c']],
    ['a', 'c', 'd', ['b', 'c', 'a', 'd']],
    ['a', 'd', null, ['b', 'c', 'd', 'a']],
    ['b', 'b', null, ['a', 'b', 'c', 'd']],
  ] as const)('dragging %s onto %s lands before %s', (dragged, target, before, order) => {
    const landing = dropTargetBefore(ids, dragged, target);
    expect(landing).toBe(before);
    if (dragged !== target) expect(moveBoardBefore(ids, dragged, landing)).toEqual(order);
  });
});
