import { describe, expect, it } from 'vitest';
import {
  offersProfileSave,
  saveFlow,
  showsSaveBehaviorOptions,
  type SaveFlow,
} from './save-behavior';

describe('save behaviour (spec 002 §3, §5, §6, reqs 002-3.06, 002-5.13, 002-6.05)', () => {
  it.each<[string, number, boolean, SaveFlow]>([
    ['"save_behavior (0 = save to profile"', 0, false, 'quickSave'],
    ['"1 = show board picker)"', 1, false, 'boardPicker'],
    ['"Owners save to their own profile."', 1, true, 'quickSave'],
    ['an owner with save_behavior 0 too', 0, true, 'quickSave'],
  ])('%s', (_sentence, saveBehavior, isPinOwner, flow) => {
    expect(saveFlow({ saveBehavior, isPinOwner })).toBe(flow);
  });

  it.each<[string, boolean, number, boolean]>([
    ['"shown to signed-in users with fewer than 5 boards"', true, 4, true],
    ['... not at 5 boards', true, 5, false],
    ['... with no boards at all', true, 0, true],
    ['never to signed-out visitors', false, 0, false],
  ])('%s', (_sentence, signedIn, boardCount, shown) => {
    expect(showsSaveBehaviorOptions({ signedIn, boardCount })).toBe(shown);
  });

  it.each<[string, number, boolean, string | undefined, boolean]>([
    ['profile savers are offered the profile', 0, false, 'control', true],
    ['"depends on has_quicksave_board"', 1, true, 'control', true],
    ['"and the experiment profile_saves_for_all"', 1, false, 'enabled', true],
    ['neither: boards only', 1, false, 'control', false],
    ['no experiment group known: boards only', 1, false, undefined, false],
  ])('%s', (_sentence, saveBehavior, hasQuicksaveBoard, profileSavesForAll, offered) => {
    expect(offersProfileSave({ saveBehavior, hasQuicksaveBoard, profileSavesForAll })).toBe(
      offered,
    );
  });
});
