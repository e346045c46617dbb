import { describe, expect, it } from 'vitest';
import { experimentGroup, toViewer } from './card-context';
import { context, signedOut } from './test-fixtures';

describe('experimentGroup', () => {
  it.each([
    ['an assigned group is read as is', { signed_in_footer_hidden: 'control' }, 'control'],
    ['"hidden by default": no assignment is the registry default (enabled)', {}, 'enabled'],
    ['an unknown group falls back to the default', { signed_in_footer_hidden: 'bogus' }, 'enabled'],
  ])('%s', (_sentence, experiments, expected) => {
    expect(experimentGroup({ experiments }, 'signed_in_footer_hidden')).toBe(expected);
  });
});

describe('toViewer', () => {
  it('signed in keeps id, employee and bot flags', () => {
    expect(toViewer(context().viewer)).toEqual({
      kind: 'signed-in',
      id: 'u-viewer',
      username: '',
      isEmployee: false,
      isBot: false,
    });
  });
  it('signed out is a signed-out viewer', () => {
    expect(toViewer(signedOut().viewer)).toEqual({ kind: 'signed-out', isBot: false });
  });
});
