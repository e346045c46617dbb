import { describe, expect, it } from 'vitest';
import { FEEDBACK } from '../copy/spec-feedback';
import {
  hiddenToast,
  nextFeedbackState,
  pinFeedbackMessage,
  pinFeedbackTypeName,
  reportedOverlay,
  unfollowedMessage,
  unfollowedToast,
  type PinFeedbackEvent,
  type PinFeedbackState,
  type UnfollowTarget,
} from './pin-feedback';

describe('pinFeedbackTypeName: "PinFeedbackResource update | feedback_type (1)"', () => {
  it.each<[string, number | string, string | null]>([
    ['the spec client sends 1: a report', 1, 'report'],
    ['2 is "not relevant to me"', 2, 'not_relevant'],
    ['a number as a string', '1', 'report'],
    ['a name', 'report', 'report'],
    ['a name in other case', ' Not_Relevant ', 'not_relevant'],
    ['an unknown number', 3, null],
    ['an unknown name', 'spam', null],
    ['zero', 0, null],
  ])('%s', (_case, value, expected) => {
    expect(pinFeedbackTypeName(value)).toBe(expected);
  });

  it('a report thanks the reporter; not relevant promises better pins (spec 000 §8, reqs 000-8.21, 000-8.12)', () => {
    expect(pinFeedbackMessage('report')).toBe(FEEDBACK.reportedThanks);
    expect(pinFeedbackMessage('not_relevant')).toBe(
      "Got it! We'll try to show you more relevant Pins in the future.",
    );
  });
});

describe('nextFeedbackState: "none, reported (...), unfollowed"', () => {
  it.each<[string, PinFeedbackState, PinFeedbackEvent, PinFeedbackState]>([
    ['a report moves none to reported', 'none', 'report', 'reported'],
    ['the overlay Unfollow moves reported to unfollowed', 'reported', 'unfollow', 'unfollowed'],
    [
      '"Undoing an unfollow re-follows": back to reported',
      'unfollowed',
      'undo_unfollow',
      'reported',
    ],
    ['undoing the report clears it', 'reported', 'undo_report', 'none'],
    ['no unfollow before a report', 'none', 'unfollow', 'none'],
    ['a second report changes nothing', 'reported', 'report', 'reported'],
    ['unfollowed stays unfollowed on a report', 'unfollowed', 'report', 'unfollowed'],
  ])('%s', (_case, state, event, expected) => {
    expect(nextFeedbackState(state, event)).toBe(expected);
  });
});

describe('unfollowedMessage (spec 000 §8, reqs 000-8.13 to 000-8.15)', () => {
  it.each<[UnfollowTarget, string]>([
    [{ type: 'user', name: 'Alice' }, "You unfollowed Alice and won't see Pins they save anymore."],
    [
      { type: 'board', name: 'Kitchen' },
      "You unfollowed the board Kitchen and won't see Pins saved to it anymore.",
    ],
    [{ type: 'interest', name: 'Camping' }, "We'll show you less Pins from Camping in the future."],
  ])('%j', (target, expected) => {
    expect(unfollowedMessage(target)).toBe(expected);
  });
});

describe('reportedOverlay: "Reported-pin overlay, with an Unfollow button until unfollowed"', () => {
  const alice: UnfollowTarget = { type: 'user', name: 'Alice' };
  it('shows nothing before any feedback', () => {
    expect(reportedOverlay('none', alice)).toBeNull();
  });
  it('reported: "Reported", the thanks message, Unfollow and "Tune your home feed" to /edit', () => {
    expect(reportedOverlay('reported', alice)).toEqual({
      title: 'Reported',
      message: FEEDBACK.reportedThanks,
      showUnfollow: true,
      tuneLabel: 'Tune your home feed',
      tuneHref: '/edit/',
      undo: { label: 'Undo', event: 'undo_report' },
    });
  });
  it('reported with nothing to unfollow has no Unfollow button', () => {
    expect(reportedOverlay('reported', null)?.showUnfollow).toBe(false);
  });
  it('unfollowed: no more Unfollow button, and the unfollow message', () => {
    expect(reportedOverlay('unfollowed', alice)).toMatchObject({
      showUnfollow: false,
      message: "You unfollowed Alice and won't see Pins they save anymore.",
      // "Undoing an unfollow re-follows."
      undo: { label: 'Undo', event: 'undo_unfollow' },
    });
  });
});

describe('hiddenToast: \'"Pin hidden" toast with undo and an optional unfollow shortcut\'', () => {
  it.each<[string, UnfollowTarget | null, string | null]>([
    ['nothing followed brought the pin: no shortcut', null, null],
    ['a followed pinner', { type: 'user', name: 'Maya Chen' }, 'Unfollow Maya Chen'],
    ['a followed board', { type: 'board', name: 'Kitchen' }, 'Unfollow Kitchen'],
    ['a followed topic', { type: 'interest', name: 'Camping' }, 'Unfollow Camping'],
    [
      '"Follow-names over 32 characters are cut with an ellipsis."',
      { type: 'board', name: 'A board with a really very long name indeed' },
      'Unfollow A board with a really very long…',
    ],
  ])('%s', (_case, target, unfollowLabel) => {
    expect(hiddenToast(target)).toEqual({
      text: 'Pin hidden',
      undoLabel: 'Undo',
      unfollowLabel,
      // Decided: as long as the save toast ("Save toast 5000 ms"), so the undo can be reached.
      durationMs: 5000,
    });
  });
});

describe('unfollowedToast: the spec\'s message, and "Undoing an unfollow re-follows"', () => {
  it.each<[UnfollowTarget, string]>([
    [{ type: 'user', name: 'Alice' }, "You unfollowed Alice and won't see Pins they save anymore."],
    [
      { type: 'board', name: 'Kitchen' },
      "You unfollowed the board Kitchen and won't see Pins saved to it anymore.",
    ],
    [{ type: 'interest', name: 'Camping' }, "We'll show you less Pins from Camping in the future."],
  ])('%j', (target, text) => {
    expect(unfollowedToast(target)).toEqual({
      text,
      undoLabel: 'Undo',
      unfollowLabel: null,
      durationMs: 5000,
    });
  });
});
