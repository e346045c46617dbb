import { describe, expect, it } from 'vitest';
import {
  initialSaveControlState,
  isSaveControlBusy,
  saveControlStep,
  type SaveControlEffect,
  type SaveControlEvent,
  type SaveControlState,
} from './save-control';

describe('one-tap save control (spec 000 §4, reqs 000-4.03 to 000-4.06)', () => {
  it.each<[string, SaveControlState, SaveControlEvent, SaveControlState, SaveControlEffect]>([
    ['"undefined -> saving"', 'unsaved', { type: 'tap' }, 'saving', 'save'],
    ['"saving -> saved"', 'saving', { type: 'saveSucceeded' }, 'saved', null],
    ['"Unsave goes saved -> deleting"', 'saved', { type: 'tap' }, 'deleting', 'delete'],
    ['"deleting -> undefined"', 'deleting', { type: 'deleteSucceeded' }, 'unsaved', null],
    ['"A failed save returns to undefined"', 'saving', { type: 'saveFailed' }, 'unsaved', null],
    ['"a failed delete returns to saved"', 'deleting', { type: 'deleteFailed' }, 'saved', null],
    ['"Taps are ignored while saving"', 'saving', { type: 'tap' }, 'saving', null],
    ['"... or deleting"', 'deleting', { type: 'tap' }, 'deleting', null],
    [
      '"In the explore-local tab a tap on an already-saved pin does nothing."',
      'saved',
      { type: 'tap', exploreLocal: true },
      'saved',
      null,
    ],
    [
      'explore-local: an unsaved pin still saves',
      'unsaved',
      { type: 'tap', exploreLocal: true },
      'saving',
      'save',
    ],
    ['a picked board saves', 'unsaved', { type: 'save' }, 'saving', 'save'],
    ['a picked board saves a saved pin again', 'saved', { type: 'save' }, 'saving', 'save'],
    [
      '§5, req 000-4.05: "Saving is skipped when a saving ... action is already in progress"',
      'saving',
      { type: 'save' },
      'saving',
      null,
    ],
    ['§5, req 000-4.05: "... or deleting action"', 'deleting', { type: 'save' }, 'deleting', null],
    ['an explicit unsave deletes', 'saved', { type: 'unsave' }, 'deleting', 'delete'],
    ['unsave of an unsaved pin does nothing', 'unsaved', { type: 'unsave' }, 'unsaved', null],
    ['a stray save answer changes nothing', 'unsaved', { type: 'saveSucceeded' }, 'unsaved', null],
    ['a stray delete answer changes nothing', 'saved', { type: 'deleteFailed' }, 'saved', null],
  ])('%s', (_sentence, from, event, to, effect) => {
    expect(saveControlStep(from, event)).toEqual({ state: to, effect });
  });

  it('"A pin shows saved status when savedInfo exists."', () => {
    expect(initialSaveControlState(true)).toBe('saved');
    expect(initialSaveControlState(false)).toBe('unsaved');
  });

  it.each<[SaveControlState, boolean]>([
    ['unsaved', false],
    ['saving', true],
    ['saved', false],
    ['deleting', true],
  ])('busy while saving or deleting: %s -> %s', (state, busy) => {
    expect(isSaveControlBusy(state)).toBe(busy);
  });
});
