import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  domainFromUrl,
  isExternalHttpLink,
  isUsableSourceName,
  senderHeaderName,
  textLength,
  truncate,
  truncateDomain,
  truncateFollowName,
  truncateGridDescription,
  truncateGridTitle,
  truncateNewerStyleTitle,
  truncateOverlayName,
  truncateTitle,
  usableRichDescription,
} from './text';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('collapseWhitespace', () => {
  it.each([
    ['"Descriptions are trimmed and whitespace collapsed."', '  a \n\t b  ', 'a b'],
    ['"Descriptions are trimmed ..." (non-breaking spaces too)', '\u00a0a\u00a0\u00a0b', 'a b'],
    ['nothing to do', 'a b', 'a b'],
    ['only whitespace gives empty', ' \n ', ''],
  ])('%s', (_sentence, input, expected) => {
    expect(collapseWhitespace(input)).toBe(expected);
  });
});

describe('truncate', () => {
  it.each([
    [
      '"The default truncation is 80 characters with an ellipsis." (80 passes)',
      chars(80),
      undefined,
      chars(80),
    ],
    [
      '"The default truncation is 80 characters with an ellipsis." (81 is cut)',
      chars(81),
      undefined,
      `${chars(80)}…`,
    ],
    ['counts code points: emoji are never split', '😀😀😀', 2, '😀😀…'],
    ['dangling space before the ellipsis is dropped', 'ab cd', 3, 'ab…'],
    ['no ellipsis when nothing is cut', 'abc', 3, 'abc'],
  ])('%s', (_sentence, text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('takes another ellipsis', () => {
    expect(truncate('abcdef', 3, '...')).toBe('abc...');
  });

  it('textLength counts code points', () => {
    expect(textLength('a😀')).toBe(2);
  });
});

describe('name and title limits', () => {
  it.each([
    ['"Titles shorter than 32 characters pass as they are."', truncateTitle, chars(31), chars(31)],
    ['longer titles are cut at 32 (decided)', truncateTitle, chars(40), `${chars(32)}…`],
    [
      '"Follow-names over 32 characters are cut with an ellipsis." (32 passes)',
      truncateFollowName,
      chars(32),
      chars(32),
    ],
    [
      '"Follow-names over 32 characters are cut with an ellipsis."',
      truncateFollowName,
      chars(33),
      `${chars(32)}…`,
    ],
    ['"Grid titles are cut at 200 characters"', truncateGridTitle, chars(201), `${chars(200)}…`],
    [
      '"Grid titles are cut at 200 characters" (200 passes)',
      truncateGridTitle,
      chars(200),
      chars(200),
    ],
    ['"... and descriptions at 496"', truncateGridDescription, chars(497), `${chars(496)}…`],
    ['"... and descriptions at 496" (collapsed first)', truncateGridDescription, ' a  b ', 'a b'],
    [
      '"Title in the newer style is cut to 20 characters"',
      truncateNewerStyleTitle,
      chars(21),
      `${chars(20)}…`,
    ],
    [
      '"Overlay board and section names are cut to 22 characters."',
      truncateOverlayName,
      chars(23),
      `${chars(22)}…`,
    ],
    ['"The domain label is cut to 27 characters"', truncateDomain, chars(28), `${chars(27)}…`],
  ])('%s', (_sentence, fn, input, expected) => {
    expect(fn(input)).toBe(expected);
  });

  it('"The domain label is cut to 27 characters (12 in the hover overlay)."', () => {
    expect(truncateDomain(chars(13), 'hover')).toBe(`${chars(12)}…`);
    expect(truncateDomain(chars(12), 'hover')).toBe(chars(12));
  });

  it.each([
    ['"Sender first name is cut to 30 characters"', chars(31), `${chars(30)}…`],
    ['"Sender first name is cut to 30 characters" (30 passes)', chars(30), chars(30)],
    ['"if empty, no shared header is shown."', '', null],
    ['"if empty, no shared header is shown." (whitespace only)', '   ', null],
    ['"if empty, no shared header is shown." (missing)', null, null],
  ])('senderHeaderName: %s', (_sentence, input, expected) => {
    expect(senderHeaderName(input)).toBe(expected);
  });
});

describe('usableRichDescription', () => {
  it.each([
    ['"used only if longer than 3 characters" (3 is not)', 'abc', 'Name', null],
    ['"used only if longer than 3 characters" (4 is)', 'abcd', 'Name', 'abcd'],
    ['"and different from the display name"', 'Lemon tart', 'Lemon tart', null],
    ['compared after collapsing whitespace', ' Lemon  tart ', 'Lemon tart', null],
    ['missing description', null, 'Name', null],
  ])('%s', (_sentence, description, displayName, expected) => {
    expect(usableRichDescription(description, displayName)).toBe(expected);
  });
});

describe('isUsableSourceName', () => {
  it.each([
    ['"\'Uploaded by user\' is not a usable source name."', 'Uploaded by user', false],
    [
      '"\'Uploaded by user\' is not a usable source name." (any case, spacing)',
      ' uploaded  by USER ',
      false,
    ],
    ['an empty name is not usable', '  ', false],
    ['a real name is', 'Food52', true],
  ])('%s', (_sentence, name, expected) => {
    expect(isUsableSourceName(name)).toBe(expected);
  });
});

describe('domainFromUrl', () => {
  it.each([
    ['hostname without a leading www.', 'https://www.Example.com/a?b', 'example.com'],
    ['subdomains stay', 'http://blog.example.com', 'blog.example.com'],
    ['only http(s)', 'ftp://example.com', null],
    ['no javascript:', 'javascript:alert(1)', null],
    ['not a URL', 'example.com', null],
    ['missing', null, null],
  ])('%s: %s', (_why, url, expected) => {
    expect(domainFromUrl(url)).toBe(expected);
  });
});

describe('isExternalHttpLink', () => {
  const own = 'corkboard.example:3000';
  it.each([
    [
      '"Links must begin with http or https ... to count as external."',
      'https://shop.example/x',
      true,
    ],
    ['"Links must begin with http or https" (http too)', 'HTTP://shop.example/', true],
    ['"must begin with http or https" (relative)', '/pin/1/', false],
    ['"must begin with http or https" (protocol-relative)', '//shop.example/', false],
    ['"must begin with http or https" (mailto)', 'mailto:a@b.c', false],
    ['"and not be internal" (own host)', 'http://corkboard.example:3000/pin/1/', false],
    ['"and not be internal" (own host, other port, www.)', 'https://www.corkboard.example/', false],
    ['a subdomain of our host is another site', 'https://blog.corkboard.example/', true],
    ['missing', undefined, false],
  ])('%s: %s', (_sentence, url, expected) => {
    expect(isExternalHttpLink(url, own)).toBe(expected);
  });

  it('takes an origin as the own host', () => {
    expect(isExternalHttpLink('https://corkboard.example/x', 'https://corkboard.example')).toBe(
      false,
    );
  });
});
