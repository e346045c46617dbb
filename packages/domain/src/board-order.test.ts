import { describe, expect, it } from 'vitest';
import { dropTargetBefore, moveBoardBefore, tileAt } from './board-order';

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

describe('touch dragging: the tile a finger is over', () => {
  // Two columns of 100 x 150 tiles, 10 px apart across and 20 px down (a phone's board grid).
  const grid = [
    { x: 0, y: 0, width: 100, height: 150 },
    { x: 110, y: 0, width: 100, height: 150 },
    { x: 0, y: 170, width: 100, height: 150 },
    { x: 110, y: 170, width: 100, height: 150 },
  ];
  it.each([
    // x, y, tile
    [50, 75, 0],
    [150, 10, 1],
    [0, 170, 2],
    [210, 320, 3],
    [104, 75, 0], // in the gap, nearer the left tile
    [107, 75, 1], // in the gap, nearer the right tile
    [105, 75, 0], // halfway: the first
    [150, 158, 1], // between the rows, nearer the top one
    [150, 168, 3],
    [-40, 200, 2], // left of the grid
    [400, 900, 3], // past its end
    [150, -30, 1], // above it
  ] as const)('(%i, %i) is over tile %i', (x, y, tile) => {
    expect(tileAt(grid, x, y)).toBe(tile);
  });
  it('no tiles: -1', () => {
    expect(tileAt([], 10, 10)).toBe(-1);
  });
});
